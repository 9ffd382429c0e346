import "server-only";
import { lockHistoryChain } from "@/lib/history/lock-history-chain";
import type { Tx } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { INVOICE_NOT_FOUND } from "./read-invoices";

export const INVOICE_ISSUED_MESSAGE = "This invoice was sent to your customer. Issue a credit note to cancel it.";
export const INVOICE_DELETED_MESSAGE = "This invoice was deleted.";

/** The facts of an invoice about to be deleted or voided, read under its row lock. */
export type InvoiceToClose = {
  id: string;
  number: string;
  voidedAt: Date | null;
  deletedAt: Date | null;
  /** Sent, opened, paid or credited, by its columns or by its history (hasLeftTheUser in SQL). */
  issued: boolean;
};

/**
 * Locks one of the user's invoices (404 for anyone else's) and tells whether it has left the user
 * (issue #25): sent, opened by the customer, a payment or a credit note recorded, or a payment
 * reminder mailed (reminders go to overdue invoices whether or not they were sent). The columns say
 * what is true now; the history also remembers what was undone (a payment recorded and removed
 * again), and a payment recorded once means the invoice was in the customer's hands.
 */
export async function lockInvoiceToClose(tx: Tx, userId: string, invoiceId: string): Promise<InvoiceToClose> {
  const [invoice] = await tx.$queryRaw<InvoiceToClose[]>`
    SELECT id, number, "voidedAt", "deletedAt",
      ("sentAt" IS NOT NULL OR "viewedAt" IS NOT NULL OR "amountPaid" > 0 OR "amountCredited" > 0 OR "amountRefunded" > 0
        OR EXISTS (SELECT 1 FROM "Payment" p WHERE p."invoiceId" = "Invoice".id)
        OR EXISTS (SELECT 1 FROM "CreditNote" c WHERE c."invoiceId" = "Invoice".id)
        OR EXISTS (SELECT 1 FROM "InvoiceReminder" r WHERE r."invoiceId" = "Invoice".id)
        OR EXISTS (SELECT 1 FROM "HistoryEntry" h WHERE h."invoiceId" = "Invoice".id
          AND h.type IN ('sent', 'viewed', 'payment_recorded', 'refund_recorded', 'credited', 'reminder_sent'))) AS issued
    FROM "Invoice" WHERE id = ${invoiceId} AND "userId" = ${userId} FOR UPDATE`;
  if (!invoice) throw new AppError("not_found", INVOICE_NOT_FOUND);
  await lockHistoryChain(tx, userId);
  return invoice;
}

/** 409 `invoice_issued` for an invoice that left the user: only a credit note corrects it now. */
export function assertNotIssued(invoice: Pick<InvoiceToClose, "issued">): void {
  if (invoice.issued) throw new AppError("conflict", INVOICE_ISSUED_MESSAGE, { code: "invoice_issued" });
}
