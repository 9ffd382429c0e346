"use client";

import { MailCheck } from "lucide-react";
import { useState } from "react";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { useCurrentUser } from "@/lib/api-client/use-current-user";
import { Spinner } from "@/components/ui/spinner";
import { errorMessage } from "@/lib/api-client/api-request";
import type { InvoiceListRow } from "@/lib/invoices/invoice-list-row";
import { InvoiceCreditNotes } from "@/components/credit-notes/invoice-credit-notes";
import { HistoryTimeline } from "@/components/history/history-timeline";
import type { InvoiceJson } from "@/lib/invoices/invoice-json";
import { DeleteInvoiceDialog } from "./delete-invoice-dialog";
import { InvoiceDetailsActions } from "./invoice-details-actions";
import { InvoiceCustomer, InvoiceMeta, InvoiceTexts } from "./invoice-details-sections";
import { InvoiceEuVat } from "./invoice-eu-vat";
import { formatInvoiceAmount, formatSentMoment } from "./invoice-format";
import { InvoiceLineItems } from "./invoice-line-items";
import { InvoicePayments } from "./invoice-payments";
import { InvoiceStatusBadge } from "./invoice-status-badge";
import { useInvoice } from "./use-invoices";

type InvoiceDetailsDialogProps = {
  /** The list's row: enough for the title at once; the rest loads from GET /api/invoices/{id}. */
  invoice: InvoiceListRow | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/**
 * One invoice in full, shared by /invoices and the dashboard: its status, lines, payments and the
 * actions of getting paid. Deleting starts from here too (Pro only); once the invoice is gone both
 * dialogs close.
 */
export function InvoiceDetailsDialog({ invoice, open, onOpenChange }: InvoiceDetailsDialogProps) {
  const { user } = useCurrentUser();
  const [confirmOpen, setConfirmOpen] = useState(false);
  const canDelete = user?.isPro === true;
  const full = useInvoice(open ? invoice?.id : undefined);

  return (
    <>
      <Dialog open={open} onOpenChange={onOpenChange}>
        <DialogContent className="sm:max-w-3xl">
          {invoice && (
            <>
              <DialogHeader className="pr-8">
                <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                  <DialogTitle>Invoice {invoice.number}</DialogTitle>
                  <InvoiceStatusBadge status={full.data?.status ?? invoice.status} />
                </div>
                <DialogDescription>
                  {invoice.customer.name} · {formatInvoiceAmount(invoice.total, invoice.currency)}
                </DialogDescription>
              </DialogHeader>
              {full.data?.deletedAt && (
                <p role="status" className="rounded-md bg-muted px-3 py-2 text-sm text-muted-foreground">
                  Deleted on {formatSentMoment(full.data.deletedAt)}. It was never sent; it is kept in your archive and its number stays
                  used.
                </p>
              )}
              {invoice.sentAt && (
                <p className="flex items-center gap-2 rounded-md bg-success/10 px-3 py-2 text-sm text-success">
                  <MailCheck className="size-4 shrink-0" aria-hidden />
                  <span className="min-w-0 wrap-anywhere">
                    Sent to {invoice.sentTo ?? invoice.customer.email} on {formatSentMoment(invoice.sentAt)}
                  </span>
                </p>
              )}
              {full.data ? (
                <>
                  <InvoiceMeta invoice={full.data} />
                  <InvoiceCustomer customer={full.data.customer} />
                  <InvoiceLineItems invoice={full.data} />
                  <InvoiceEuVat invoice={full.data} />
                  <InvoicePayments invoice={full.data} />
                  <InvoiceCreditNotes invoice={full.data} />
                  <InvoiceTexts invoice={full.data} />
                  <InvoiceDetailsActions
                    invoice={full.data}
                    canDelete={canDelete && full.data.status !== "deleted"}
                    onDelete={() => setConfirmOpen(true)}
                  />
                  <HistoryTimeline url={`/api/invoices/${encodeURIComponent(full.data.id)}/history`} version={factsVersion(full.data)} />
                </>
              ) : full.error ? (
                <p className="text-sm text-destructive">Could not load the invoice: {errorMessage(full.error, "please try again.")}</p>
              ) : (
                <div className="flex justify-center py-8">
                  <Spinner className="size-6" label="Loading the invoice" />
                </div>
              )}
            </>
          )}
        </DialogContent>
      </Dialog>
      {canDelete && (
        <DeleteInvoiceDialog
          open={confirmOpen}
          onOpenChange={setConfirmOpen}
          invoice={full.data ?? invoice}
          onDeleted={() => onOpenChange(false)}
        />
      )}
    </>
  );
}

/** What changes when the invoice gains a fact, so its history is fetched again. */
function factsVersion(invoice: InvoiceJson): string {
  const { status, amountPaid, amountCredited, amountRefunded, sentAt, viewedAt, voidedAt, publicUrl, payments, creditNotes } = invoice;
  return [
    status,
    amountPaid,
    amountCredited,
    amountRefunded,
    sentAt,
    viewedAt,
    voidedAt,
    publicUrl,
    payments.length,
    creditNotes.length,
  ].join("|");
}
