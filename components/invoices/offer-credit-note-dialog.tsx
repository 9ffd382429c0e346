"use client";

import { FileMinus } from "lucide-react";
import { useState } from "react";
import { CreateCreditNoteDialog } from "@/components/credit-notes/create-credit-note-dialog";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";
import type { InvoiceListRow } from "@/lib/invoices/invoice-list-row";
import { useInvoice } from "./use-invoices";

/** The server's sentence for an invoice that left the user (409 invoice_issued), shown before anyone asks. */
export const INVOICE_ISSUED_TEXT = "This invoice was sent to your customer. Issue a credit note to cancel it.";

/**
 * Issue #25: an invoice that was sent, opened, paid or credited is a record. Asked to delete or
 * void it, the app says why it can't and offers the correction the law expects: a credit note,
 * made from the full invoice (loaded here when the list only had its row).
 */
export function OfferCreditNoteDialog({
  open,
  onOpenChange,
  invoice,
  action,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  invoice: Pick<InvoiceListRow, "id" | "number">;
  action: "delete" | "void";
}) {
  const [crediting, setCrediting] = useState(false);
  const full = useInvoice(open || crediting ? invoice.id : undefined);

  if (crediting && full.data) {
    return (
      <CreateCreditNoteDialog
        invoice={full.data}
        open
        onOpenChange={(next) => {
          setCrediting(next);
          if (!next) onOpenChange(false);
        }}
      />
    );
  }
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>
            Invoice {invoice.number} can&apos;t be {action === "delete" ? "deleted" : "voided"}
          </DialogTitle>
          <DialogDescription>{INVOICE_ISSUED_TEXT}</DialogDescription>
        </DialogHeader>
        <p className="text-sm text-muted-foreground">
          A credit note cancels all or part of it with a new document that refers to it; the invoice itself stays as issued, as bookkeeping
          law asks.
        </p>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button onClick={() => setCrediting(true)} disabled={crediting}>
            {crediting ? <Spinner label="Loading the invoice" /> : <FileMinus aria-hidden />}
            Create credit note
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
