import "server-only";
import { db, type Tx } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { userActor } from "@/lib/history/entry-types";
import { lockHistoryChain } from "@/lib/history/lock-history-chain";
import { recordHistoryEntry } from "@/lib/history/record-history-entry";
import { Decimal } from "@/lib/money";
import type { InvoiceJson } from "./invoice-json";
import { utcToday } from "./invoice-status";
import type { PaymentInput } from "./payment-schema";
import { getInvoice, INVOICE_NOT_FOUND } from "./read-invoices";

export const VOID_TAKES_NO_PAYMENTS = "This invoice is void and takes no payments";
export const PAYMENT_NOT_FOUND = "Payment not found";
export const amountAboveBalance = (balance: string, currency: string) =>
  `Amount must not be more than the balance due (${balance} ${currency})`;

/**
 * Records a payment against one of the user's invoices and answers the invoice as it now stands.
 * The invoice row is locked first, so two payments recorded at once can't both fit a balance only
 * one of them fits; a refused payment (not found, void, above the balance) writes nothing.
 */
export async function recordPayment(userId: string, invoiceId: string, input: PaymentInput, today = utcToday()): Promise<InvoiceJson> {
  await db.$transaction(async (tx) => {
    const invoice = await lockInvoice(tx, userId, invoiceId);
    if (invoice.voidedAt) throw new AppError("conflict", VOID_TAKES_NO_PAYMENTS, { code: "invoice_void" });
    const balance = new Decimal(invoice.total)
      .minus(invoice.amountCredited)
      .minus(new Decimal(invoice.amountPaid).minus(invoice.amountRefunded));
    if (input.amount.gt(balance)) {
      throw new AppError("validation", amountAboveBalance(Decimal.max(balance, 0).toFixed(2), invoice.currency), { fields: ["amount"] });
    }
    const payment = await tx.payment.create({
      data: {
        invoiceId,
        amount: input.amount.toFixed(2),
        date: new Date(`${input.date ?? today}T00:00:00Z`),
        method: input.method,
        note: input.note,
      },
      select: { id: true },
    });
    await settleFromPayments(tx, invoiceId);
    await recordHistoryEntry(tx, {
      userId,
      invoiceId,
      type: "payment_recorded",
      actor: userActor(userId),
      detail: {
        paymentId: payment.id,
        amount: input.amount.toFixed(2),
        currency: invoice.currency,
        date: input.date ?? today,
        method: input.method,
        source: "manual",
        note: input.note,
      },
    });
  });
  return getInvoice(userId, invoiceId);
}

/** Deletes one payment of one of the user's invoices: the balance and the status come back with it. */
export async function deletePayment(userId: string, invoiceId: string, paymentId: string): Promise<InvoiceJson> {
  await db.$transaction(async (tx) => {
    const invoice = await lockInvoice(tx, userId, invoiceId);
    const [removed] = await tx.$queryRaw<{ amount: string; date: string; method: string }[]>`
      DELETE FROM "Payment" WHERE id = ${paymentId} AND "invoiceId" = ${invoiceId}
      RETURNING amount::text AS amount, to_char(date, 'YYYY-MM-DD') AS date, method::text AS method`;
    if (!removed) throw new AppError("not_found", PAYMENT_NOT_FOUND);
    await settleFromPayments(tx, invoiceId);
    await recordHistoryEntry(tx, {
      userId,
      invoiceId,
      type: "payment_removed",
      actor: userActor(userId),
      detail: { paymentId, amount: removed.amount, currency: invoice.currency, date: removed.date, method: removed.method },
    });
  });
  return getInvoice(userId, invoiceId);
}

export type LockedInvoice = {
  number: string;
  total: string;
  amountPaid: string;
  amountCredited: string;
  amountRefunded: string;
  currency: string;
  voidedAt: Date | null;
};

/** The invoice's row, locked until the transaction ends; someone else's invoice is not found. */
export async function lockInvoice(tx: Tx, userId: string, invoiceId: string): Promise<LockedInvoice> {
  const [invoice] = await tx.$queryRaw<LockedInvoice[]>`
    SELECT number, total::text AS total, "amountPaid"::text AS "amountPaid", "amountCredited"::text AS "amountCredited",
      "amountRefunded"::text AS "amountRefunded", currency::text AS currency, "voidedAt"
    FROM "Invoice" WHERE id = ${invoiceId} AND "userId" = ${userId} AND "deletedAt" IS NULL FOR UPDATE`;
  // A deleted invoice (issue #25) takes no payments and no refunds: as if gone.
  if (!invoice) throw new AppError("not_found", INVOICE_NOT_FOUND);
  await lockHistoryChain(tx, userId);
  return invoice;
}

/**
 * Sets amountPaid to the sum of the payments and paidAt to the latest payment's date once nothing
 * is left to pay (after credit notes and refunds, issue #25): recomputed from the payments
 * themselves, so the two can never drift apart.
 */
export async function settleFromPayments(tx: Tx, invoiceId: string): Promise<void> {
  await tx.$executeRaw`
    UPDATE "Invoice" invoice
    SET "amountPaid" = paid.sum,
      "paidAt" = CASE WHEN paid.sum > 0 AND paid.sum - invoice."amountRefunded" >= invoice.total - invoice."amountCredited" THEN paid.last ELSE NULL END
    FROM (SELECT COALESCE(sum(amount), 0) AS sum, max(date) AS last FROM "Payment" WHERE "invoiceId" = ${invoiceId}) paid
    WHERE invoice.id = ${invoiceId}`;
}
