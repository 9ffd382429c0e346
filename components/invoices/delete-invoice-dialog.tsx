"use client";

import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import type { InvoiceListRow } from "@/lib/invoices/invoice-list-row";
import { useDeleteInvoice } from "./use-invoice-mutations";

type DeleteInvoiceDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  invoice: InvoiceListRow | null;
  /** Called once the invoice is gone, e.g. to close the details dialog it was opened from. */
  onDeleted?: () => void;
};

/** Asks before deleting (Pro only: the callers show the way here to Pro users alone). */
export function DeleteInvoiceDialog({ open, onOpenChange, invoice, onDeleted }: DeleteInvoiceDialogProps) {
  const remove = useDeleteInvoice();

  function confirm() {
    if (!invoice) return;
    remove.mutate(invoice, {
      onSuccess: () => {
        onOpenChange(false);
        onDeleted?.();
      },
    });
  }

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Delete invoice"
      description={
        <>
          Are you sure you want to delete invoice {invoice?.number}
          {invoice ? ` for ${invoice.customer.name}` : ""}? This action cannot be undone.
        </>
      }
      confirmLabel="Delete"
      pendingLabel="Deleting..."
      isPending={remove.isPending}
      onConfirm={confirm}
    />
  );
}
