import "server-only";
import type { Tx } from "@/lib/db";
import { newId } from "@/lib/db/new-id";
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
};

/**
 * Books a payment that came from outside (Stripe, a bank statement) inside the caller's
 * transaction, once: the unique index on Payment.sourceKey decides, so a repeated event, the same
 * statement twice, or two instances at the same moment book it once (the loser's insert does
 * nothing, and waits for the winner's commit rather than failing). Answers whether this call
 * booked it. The caller settles the invoice's amountPaid afterwards (settleFromPayments).
 */
export async function bookOutsidePayment(tx: Tx, payment: OutsidePayment): Promise<boolean> {
  const booked = await tx.$executeRaw`
    INSERT INTO "Payment" (id, "invoiceId", amount, date, method, note, "sourceKey")
    VALUES (${newId()}, ${payment.invoiceId}, ${payment.amount}::numeric, ${payment.date}::date,
      ${payment.method}::"PaymentMethod", ${payment.note}, ${payment.sourceKey})
    ON CONFLICT ("sourceKey") DO NOTHING`;
  return booked > 0;
}
