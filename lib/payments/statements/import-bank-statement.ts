import "server-only";
import { lockHistoryChain } from "@/lib/history/lock-history-chain";
import { db, type Tx } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { userActor } from "@/lib/history/entry-types";
import { settleFromPayments } from "@/lib/invoices/payments";
import { bookOutsidePayment } from "../book-payment";
import { matchCredits, type MatchedBy, type OpenInvoice } from "./match-credits";
import { parseStatement, type StatementOptions } from "./parse-statement";
import { StatementError, type StatementCredit } from "./statement-credit";

export type ImportedMatch = {
  invoiceNumber: string;
  invoiceId: string;
  amount: string;
  currency: string;
  /** How it was found; "manual" for a line assigned by hand. */
  by: MatchedBy | "manual";
  overpaid: boolean;
  date: string;
  entryReference: string;
};
export type UnmatchedLine = Pick<
  StatementCredit,
  "date" | "amount" | "currency" | "reference" | "message" | "counterparty" | "entryReference"
>;
export type ImportResult = { matched: ImportedMatch[]; unmatched: UnmatchedLine[]; duplicates: number };

/** Booking a bank entry once per user: importing the same statement again books nothing new. */
export const bankEntryKey = (userId: string, entryReference: string) => `bank:${userId}:${entryReference}`;

export const bankTransferNote = (credit: Pick<StatementCredit, "entryReference" | "counterparty">) =>
  `Bank entry ${credit.entryReference}${credit.counterparty ? ` from ${credit.counterparty}` : ""}`;

/**
 * `POST /api/payments/import`: reads the whole statement first (a file that can't be read is a 400
 * naming the line or element, and nothing is written), then, in one transaction with the user's
 * open invoices locked, leaves out the entries already booked (`duplicates`), matches the rest and
 * books each matched credit as a bank transfer. An amount above the balance is booked and flagged
 * (`overpaid`), never refused: the money arrived. Two imports at once queue on the invoice locks,
 * and the unique sourceKey books each entry once whatever happens.
 */
export async function importBankStatement(userId: string, text: string, options: StatementOptions): Promise<ImportResult> {
  let credits: StatementCredit[];
  try {
    credits = parseStatement(text, options);
  } catch (error) {
    if (error instanceof StatementError) throw new AppError("validation", error.message, { fields: ["file"] });
    throw error;
  }
  return db.$transaction(
    async (tx) => {
      const open = await lockOpenInvoices(tx, userId);
      await lockHistoryChain(tx, userId);
      const booked = await bookedKeys(
        tx,
        credits.map((credit) => bankEntryKey(userId, credit.entryReference)),
      );
      const fresh: StatementCredit[] = [];
      let duplicates = 0;
      for (const credit of credits) {
        const key = bankEntryKey(userId, credit.entryReference);
        if (booked.has(key)) duplicates += 1;
        else fresh.push(credit);
        booked.add(key);
      }
      const { matched, unmatched } = matchCredits(fresh, open);
      const result: ImportResult = { matched: [], unmatched: unmatched.map(unmatchedLine), duplicates };
      for (const { credit, invoice, by, overpaid } of matched) {
        const sourceKey = bankEntryKey(userId, credit.entryReference);
        const note = bankTransferNote(credit);
        const isNew = await bookOutsidePayment(tx, {
          invoiceId: invoice.id,
          amount: credit.amount,
          date: credit.date,
          method: "bank_transfer",
          note,
          sourceKey,
          history: { userId, actor: userActor(userId), currency: invoice.currency, source: "bank_statement" },
        });
        if (!isNew) result.duplicates += 1;
        else
          result.matched.push({
            invoiceNumber: invoice.number,
            invoiceId: invoice.id,
            amount: credit.amount,
            currency: credit.currency,
            by,
            overpaid,
            date: credit.date,
            entryReference: credit.entryReference,
          });
      }
      for (const invoiceId of new Set(result.matched.map((match) => match.invoiceId))) await settleFromPayments(tx, invoiceId);
      return result;
    },
    { timeout: 60_000, maxWait: 30_000 },
  );
}

const unmatchedLine = ({ date, amount, currency, reference, message, counterparty, entryReference }: StatementCredit): UnmatchedLine => ({
  date,
  amount,
  currency,
  reference,
  message,
  counterparty,
  entryReference,
});

/** The user's invoices that still ask for money, locked in one order (so two imports never deadlock). */
function lockOpenInvoices(tx: Tx, userId: string): Promise<OpenInvoice[]> {
  return tx.$queryRaw<OpenInvoice[]>`
    SELECT id, number, "paymentReference", currency::text AS currency, (total - "amountCredited" - "amountPaid" + "amountRefunded")::text AS "balanceDue", "customerName"
    FROM "Invoice" WHERE "userId" = ${userId} AND "deletedAt" IS NULL AND "voidedAt" IS NULL AND total - "amountCredited" > "amountPaid" - "amountRefunded"
    ORDER BY id FOR UPDATE`;
}

async function bookedKeys(tx: Tx, keys: string[]): Promise<Set<string>> {
  if (!keys.length) return new Set();
  const rows = await tx.$queryRaw<{ sourceKey: string }[]>`SELECT "sourceKey" FROM "Payment" WHERE "sourceKey" = ANY(${keys}::text[])`;
  return new Set(rows.map((row) => row.sourceKey));
}
