import "server-only";
import { z } from "zod";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { userActor } from "@/lib/history/entry-types";
import { lockInvoice, settleFromPayments, VOID_TAKES_NO_PAYMENTS } from "@/lib/invoices/payments";
import { Decimal } from "@/lib/money/decimal";
import { paymentSchema } from "@/lib/invoices/payment-schema";
import { bookOutsidePayment } from "../book-payment";
import { bankEntryKey, bankTransferNote, type ImportedMatch } from "./import-bank-statement";

export const ENTRY_ALREADY_BOOKED = "This bank entry is already booked";

/**
 * `POST /api/payments/import/assign`: an unmatched line of an import, assigned to an invoice by
 * hand. The amount and date rules are those of a recorded payment (paymentSchema); the entry
 * reference is what the import answered for the line.
 */
export const assignEntrySchema = z.object({
  invoiceId: z.string({ error: "Choose an invoice" }).trim().min(1, "Choose an invoice").max(100),
  entryReference: z
    .string({ error: "The bank entry's reference is missing" })
    .trim()
    .min(1, "The bank entry's reference is missing")
    .max(200),
  amount: paymentSchema.shape.amount,
  date: paymentSchema.shape.date.unwrap(),
  counterparty: z.string().trim().max(200).nullish(),
});

export type AssignEntryInput = z.output<typeof assignEntrySchema>;

/**
 * Books the line as a bank transfer on one of the user's invoices, keyed like an imported one, so
 * importing the statement again counts it as a duplicate. Above the balance is booked and flagged;
 * a void invoice takes nothing (409), someone else's is 404, an entry already booked is 409.
 */
export async function assignBankEntry(userId: string, input: AssignEntryInput): Promise<ImportedMatch> {
  return db.$transaction(async (tx) => {
    const invoice = await lockInvoice(tx, userId, input.invoiceId);
    if (invoice.voidedAt) throw new AppError("conflict", VOID_TAKES_NO_PAYMENTS, { code: "invoice_void" });
    const amount = input.amount.toFixed(2);
    const booked = await bookOutsidePayment(tx, {
      invoiceId: input.invoiceId,
      amount,
      date: input.date,
      method: "bank_transfer",
      note: bankTransferNote({ entryReference: input.entryReference, counterparty: input.counterparty ?? null }),
      sourceKey: bankEntryKey(userId, input.entryReference),
      history: { userId, actor: userActor(userId), currency: invoice.currency, source: "bank_statement_assigned" },
    });
    if (!booked) throw new AppError("conflict", ENTRY_ALREADY_BOOKED, { code: "entry_already_booked" });
    await settleFromPayments(tx, input.invoiceId);
    const { number } = await tx.invoice.findUniqueOrThrow({ where: { id: input.invoiceId }, select: { number: true } });
    const overpaid = input.amount.gt(new Decimal(invoice.total).minus(invoice.amountPaid));
    return {
      invoiceNumber: number,
      invoiceId: input.invoiceId,
      amount,
      currency: invoice.currency,
      by: "manual",
      overpaid,
      date: input.date,
      entryReference: input.entryReference,
    };
  });
}
