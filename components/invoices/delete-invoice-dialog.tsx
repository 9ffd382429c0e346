"use client";

import { useState } from "react";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { errorCode } from "@/lib/api-client/api-request";
import type { InvoiceListRow } from "@/lib/invoices/invoice-list-row";
import { OfferCreditNoteDialog } from "./offer-credit-note-dialog";
import { useDeleteInvoice } from "./use-invoice-mutations";

type DeleteInvoiceDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  invoice: Pick<InvoiceListRow, "id" | "number" | "customer" | "issued"> | null;
  /** Called once the invoice is gone, e.g. to close the details dialog it was opened from. */
  onDeleted?: () => void;
};

/**
 * Asks before deleting (Pro only: the callers show the way here to Pro users alone). An invoice
 * that has left the user (issue #25: sent, opened, paid, credited) is not deleted: the dialog
 * offers a credit note instead, also when the server refuses one this screen still thought deletable.
 */
export function DeleteInvoiceDialog({ open, onOpenChange, invoice, onDeleted }: DeleteInvoiceDialogProps) {
  const remove = useDeleteInvoice();
  const [refusedId, setRefusedId] = useState<string | null>(null);
  const issued = invoice !== null && (invoice.issued || refusedId === invoice.id);

  function confirm() {
    if (!invoice) return;
    remove.mutate(invoice, {
      onSuccess: () => {
        onOpenChange(false);
        onDeleted?.();
      },
      onError: (error) => {
        if (errorCode(error) === "invoice_issued") setRefusedId(invoice.id);
      },
    });
  }

  if (issued) return <OfferCreditNoteDialog open={open} onOpenChange={onOpenChange} invoice={invoice} action="delete" />;
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Delete invoice"
      description={
        <>
          Are you sure you want to delete invoice {invoice?.number}
          {invoice ? ` for ${invoice.customer.name}` : ""}? It was never sent, so it leaves your lists and figures; its number stays used
          and the record is kept in your archive.
        </>
      }
      confirmLabel="Delete"
      pendingLabel="Deleting..."
      isPending={remove.isPending}
      onConfirm={confirm}
    />
  );
}
