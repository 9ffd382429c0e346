import "server-only";
import type { Tx } from "@/lib/db";
import { newId } from "@/lib/db/new-id";
import type { HistoryActor } from "@/lib/history/entry-types";
import { recordHistoryEntry } from "@/lib/history/record-history-entry";
import type { PaymentMethodName } from "@/lib/invoices/payment-schema";

export type OutsidePayment = {
  invoiceId: string;
  /** Decimal string; negative for a refund. */
  amount: string;
  /** YYYY-MM-DD */
  date: string;
  method: PaymentMethodName;
  note: string;
  /** Payment.sourceKey: what booked it (a PaymentIntent, a refund total, a bank entry). */
  sourceKey: string;
  /** Its history entry: the invoice's owner, who booked it, the invoice's currency, and where it came from. */
  history: { userId: string; actor: HistoryActor; currency: string; source: "stripe" | "bank_statement" | "bank_statement_assigned" };
};

/**
 * Books a payment that came from outside (Stripe, a bank statement) inside the caller's
 * transaction, once: the unique index on Payment.sourceKey decides, so a repeated event, the same
 * statement twice, or two instances at the same moment book it once (the loser's insert does
 * nothing, and waits for the winner's commit rather than failing). Answers whether this call
 * booked it, and writes its history entry when it did: `payment_recorded`, or `refund_recorded`
 * for a negative amount (a card refund Stripe reports). The caller settles the invoice's
 * amountPaid afterwards (settleFromPayments).
 */
export async function bookOutsidePayment(tx: Tx, payment: OutsidePayment): Promise<boolean> {
  const paymentId = newId();
  const booked = await tx.$executeRaw`
    INSERT INTO "Payment" (id, "invoiceId", amount, date, method, note, "sourceKey")
    VALUES (${paymentId}, ${payment.invoiceId}, ${payment.amount}::numeric, ${payment.date}::date,
      ${payment.method}::"PaymentMethod", ${payment.note}, ${payment.sourceKey})
    ON CONFLICT ("sourceKey") DO NOTHING`;
  if (booked === 0) return false;
  const { userId, actor, currency, source } = payment.history;
  const refund = payment.amount.startsWith("-");
  await recordHistoryEntry(tx, {
    userId,
    invoiceId: payment.invoiceId,
    type: refund ? "refund_recorded" : "payment_recorded",
    actor,
    detail: {
      paymentId,
      amount: refund ? payment.amount.slice(1) : payment.amount,
      currency,
      date: payment.date,
      method: payment.method,
      source,
      reference: payment.sourceKey,
      note: payment.note,
    },
  });
  return true;
}
