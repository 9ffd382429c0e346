import "server-only";
import { db } from "@/lib/db";
import { userActor } from "@/lib/history/entry-types";
import { recordHistoryEntry } from "@/lib/history/record-history-entry";
import { AppError } from "@/lib/errors";
import type { InvoiceJson } from "@/lib/invoices/invoice-json";
import { amountToRefund, utcToday } from "@/lib/invoices/invoice-status";
import type { PaymentInput } from "@/lib/invoices/payment-schema";
import { lockInvoice } from "@/lib/invoices/payments";
import { getInvoice } from "@/lib/invoices/read-invoices";

export const VOID_TAKES_NO_REFUNDS = "This invoice is void and takes no refunds";
export const NOTHING_TO_REFUND = "Nothing to refund: no more was paid than is left to pay after credit notes";
export const amountAboveRefundDue = (due: string, currency: string) => `Amount must not be more than the refund due (${due} ${currency})`;

/**
 * Records money sent back to the customer (issue #25) when more was paid than is left after credit
 * notes, and answers the invoice as it now stands. The invoice row is locked first, so two refunds
 * recorded at once can't both fit a refund due only one fits; a refused refund writes nothing.
 */
export async function recordRefund(userId: string, invoiceId: string, input: PaymentInput, today = utcToday()): Promise<InvoiceJson> {
  await db.$transaction(async (tx) => {
    const invoice = await lockInvoice(tx, userId, invoiceId);
    if (invoice.voidedAt) throw new AppError("conflict", VOID_TAKES_NO_REFUNDS, { code: "invoice_void" });
    const due = amountToRefund(invoice);
    if (Number(due) <= 0) throw new AppError("conflict", NOTHING_TO_REFUND, { code: "nothing_to_refund" });
    if (input.amount.gt(due)) throw new AppError("validation", amountAboveRefundDue(due, invoice.currency), { fields: ["amount"] });
    await tx.refund.create({
      data: {
        invoiceId,
        amount: input.amount.toFixed(2),
        date: new Date(`${input.date ?? today}T00:00:00Z`),
        method: input.method,
        note: input.note,
      },
      select: { id: true },
    });
    // One UPDATE (the dashboard's statement trigger runs once): the refunded sum, and paidAt by settleFromPayments' rule.
    await tx.$executeRaw`
      UPDATE "Invoice" invoice SET "amountRefunded" = refunded.sum,
        "paidAt" = CASE WHEN invoice."amountPaid" > 0 AND invoice."amountPaid" - refunded.sum >= invoice.total - invoice."amountCredited"
          THEN (SELECT max(date) FROM "Payment" WHERE "invoiceId" = invoice.id) ELSE NULL END
      FROM (SELECT COALESCE(sum(amount), 0) AS sum FROM "Refund" WHERE "invoiceId" = ${invoiceId}) refunded
      WHERE invoice.id = ${invoiceId}`;
    await recordHistoryEntry(tx, {
      userId,
      invoiceId,
      type: "refund_recorded",
      actor: userActor(userId),
      detail: {
        amount: input.amount.toFixed(2),
        currency: invoice.currency,
        date: input.date ?? today,
        method: input.method,
        note: input.note,
      },
    });
  });
  return getInvoice(userId, invoiceId);
}
