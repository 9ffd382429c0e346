"use client";

import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import type { InvoiceJson } from "@/lib/invoices/invoice-json";
import { useDeleteInvoice } from "./use-invoice-mutations";

type DeleteInvoiceDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  invoice: InvoiceJson | null;
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
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent role="alertdialog" className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>Delete invoice</DialogTitle>
          <DialogDescription>
            Are you sure you want to delete invoice {invoice?.number}
            {invoice ? ` for ${invoice.customer.name}` : ""}? This action cannot be undone.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" disabled={remove.isPending}>
              Cancel
            </Button>
          </DialogClose>
          <Button variant="destructive" onClick={confirm} disabled={remove.isPending}>
            {remove.isPending ? "Deleting..." : "Delete"}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
