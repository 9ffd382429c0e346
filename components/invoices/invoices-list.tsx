"use client";

import { Alert, AlertDescription } from "@/components/ui/alert";
import { Spinner } from "@/components/ui/spinner";
import { errorMessage } from "@/lib/api-client/api-request";
import { useCurrentUser } from "@/lib/api-client/use-current-user";
import { DeleteInvoiceDialog } from "./delete-invoice-dialog";
import { InvoiceCardList } from "./invoice-card-list";
import { InvoiceDetailsDialog } from "./invoice-details-dialog";
import type { InvoiceRowHandlers } from "./invoice-row-actions";
import { InvoiceTable } from "./invoice-table";
import { InvoicesEmptyState } from "./invoices-empty-state";
import { useDownloadInvoicePdf } from "./use-download-invoice-pdf";
import { useInvoiceSelection } from "./use-invoice-selection";
import { useInvoices } from "./use-invoices";

/** The list of /invoices: a table from md up, cards below, and the dialogs they open. */
export function InvoicesList() {
  const { data: invoices, isPending, error } = useInvoices();
  const { user } = useCurrentUser();
  const details = useInvoiceSelection(invoices);
  const deletion = useInvoiceSelection(invoices);
  const download = useDownloadInvoicePdf("list");

  const handlers: InvoiceRowHandlers = {
    onView: details.show,
    onDownload: (invoice) => download.mutate(invoice),
    onDelete: user?.isPro ? deletion.show : undefined,
    downloadingId: download.isPending ? download.variables.id : undefined,
  };

  if (isPending) {
    return (
      <div className="flex justify-center py-16">
        <Spinner className="size-8" label="Loading invoices" />
      </div>
    );
  }
  if (error) {
    return (
      <Alert variant="destructive">
        <AlertDescription>Could not load your invoices: {errorMessage(error, "please try again.")}</AlertDescription>
      </Alert>
    );
  }

  return (
    <>
      {invoices.length === 0 ? (
        <InvoicesEmptyState />
      ) : (
        <>
          <div className="hidden md:block">
            <InvoiceTable invoices={invoices} handlers={handlers} />
          </div>
          <div className="md:hidden">
            <InvoiceCardList invoices={invoices} handlers={handlers} />
          </div>
        </>
      )}
      <InvoiceDetailsDialog invoice={details.invoice} open={details.open} onOpenChange={details.setOpen} />
      <DeleteInvoiceDialog invoice={deletion.invoice} open={deletion.open} onOpenChange={deletion.setOpen} />
    </>
  );
}
