import "server-only";
import type { ItemUnit } from "@/lib/invoices/item-units";
import { db, Prisma, type Tx } from "@/lib/db";
import { claimNextNumberSql } from "@/lib/db/sql/number-counter";
import { userActor } from "@/lib/history/entry-types";
import { lockHistoryChain } from "@/lib/history/lock-history-chain";
import { recordHistoryEntry } from "@/lib/history/record-history-entry";
import { AppError } from "@/lib/errors";
import { INVOICE_NOT_FOUND } from "@/lib/invoices/read-invoices";
import { convertAmount, Decimal, type InvoiceLanguage } from "@/lib/money";
import { CREDIT_NOTE_SERIES, formatNumber } from "@/lib/numbering/number-series";
import { creditableAmount, fullCreditLines, partialCreditLines, type CreditNoteAmounts, type PricedLine } from "./credit-note-lines";
import type { CreditNoteJson } from "./credit-note-json";
import { getCreditNote } from "./read-credit-notes";
import type { CreateCreditNoteInput } from "./schemas";

export const VOID_HAS_NOTHING_TO_CREDIT = "This invoice is void: there is nothing to credit";
export const nothingLeftToCredit = (number: string) => `Invoice ${number} is already fully credited: nothing is left to credit`;
export const creditAboveLimit = (total: string, number: string, limit: string, currency: string) =>
  `The credit note's total (${total} ${currency}) is more than what is still creditable on invoice ${number}: at most ${limit} ${currency}`;
export const CREDIT_MUST_BE_POSITIVE = "A credit note must credit more than 0";

/**
 * Credit notes of one invoice queue on its row lock, and all of a user's on the counter row; a
 * burst of them can wait longer than Prisma's default 5 s for its turn.
 */
const TRANSACTION_LIMITS = { maxWait: 30_000, timeout: 30_000 };

/**
 * Issues a credit note for one of the user's invoices (issue #25): without items, a full credit of
 * what is still creditable; with items, a partial one no larger than that (400 naming the limit).
 * Nothing left: 409. In one transaction: the invoice row is locked first (so two credits can't both
 * fit a limit only one fits), the next CN- number of the user's own gapless series is claimed,
 * the credit note and its lines are written, and the invoice's amountCredited grows. Credit notes
 * never take a Free plan invoice slot.
 */
export async function createCreditNote(
  userId: string,
  invoiceId: string,
  input: CreateCreditNoteInput,
  now = new Date(),
): Promise<CreditNoteJson> {
  const id = await db.$transaction(async (tx) => {
    const invoice = await lockInvoiceForCredit(tx, userId, invoiceId);
    if (invoice.voidedAt) throw new AppError("conflict", VOID_HAS_NOTHING_TO_CREDIT, { code: "invoice_void" });
    const credited = await creditedLines(tx, invoiceId);
    const limit = creditableAmount(invoice, credited);
    if (limit.lte(0)) throw new AppError("conflict", nothingLeftToCredit(invoice.number), { code: "nothing_to_credit" });
    const amounts = input.items ? partialCreditLines(invoice, input.items) : fullCreditLines(invoice, credited);
    checkWithinLimit(amounts, limit, invoice);
    return insertCreditNote(tx, { userId, invoice, amounts, reason: input.reason, now });
  }, TRANSACTION_LIMITS);
  return getCreditNote(userId, id);
}

type InvoiceToCredit = {
  id: string;
  number: string;
  language: InvoiceLanguage;
  currency: string;
  taxRate: string;
  total: string;
  exchangeRate: string | null;
  voidedAt: Date | null;
  items: PricedLine[];
};

async function lockInvoiceForCredit(tx: Tx, userId: string, invoiceId: string): Promise<InvoiceToCredit> {
  const [invoice] = await tx.$queryRaw<Omit<InvoiceToCredit, "items">[]>`
    SELECT id, number, language::text AS language, currency::text AS currency, "taxRate"::text AS "taxRate", total::text AS total,
      "exchangeRate"::text AS "exchangeRate", "voidedAt"
    FROM "Invoice" WHERE id = ${invoiceId} AND "userId" = ${userId} AND "deletedAt" IS NULL FOR UPDATE`;
  if (!invoice) throw new AppError("not_found", INVOICE_NOT_FOUND);
  await lockHistoryChain(tx, userId);
  const items = await tx.invoiceItem.findMany({ where: { invoiceId }, orderBy: { position: "asc" } });
  return { ...invoice, items: items.map(pricedLine) };
}

async function creditedLines(tx: Tx, invoiceId: string): Promise<PricedLine[]> {
  const items = await tx.creditNoteItem.findMany({ where: { creditNote: { invoiceId } } });
  return items.map(pricedLine);
}

function pricedLine(item: {
  description: string;
  quantity: Prisma.Decimal;
  unit: ItemUnit | null;
  rate: Prisma.Decimal;
  amount: Prisma.Decimal;
  taxRate: Prisma.Decimal;
  taxAmount: Prisma.Decimal;
}): PricedLine {
  return {
    description: item.description,
    // Decimal(10,3) read as the number it holds exactly (issue #28: 7.5 hours).
    quantity: item.quantity.toNumber(),
    unit: item.unit,
    rate: item.rate.toFixed(2),
    amount: item.amount.toFixed(2),
    taxRate: item.taxRate.toFixed(2),
    taxAmount: item.taxAmount.toFixed(2),
  };
}

function checkWithinLimit(amounts: CreditNoteAmounts, limit: Decimal, invoice: InvoiceToCredit): void {
  const total = new Decimal(amounts.total);
  if (total.lte(0)) throw new AppError("validation", CREDIT_MUST_BE_POSITIVE, { fields: ["items"] });
  if (total.gt(limit)) {
    throw new AppError("validation", creditAboveLimit(amounts.total, invoice.number, limit.toFixed(2), invoice.currency), {
      code: "credit_above_limit",
      fields: ["items"],
      limit: limit.toFixed(2),
    });
  }
}

async function insertCreditNote(
  tx: Tx,
  {
    userId,
    invoice,
    amounts,
    reason,
    now,
  }: { userId: string; invoice: InvoiceToCredit; amounts: CreditNoteAmounts; reason: string; now: Date },
): Promise<string> {
  const [claimed] = await tx.$queryRaw<{ lastNumber: number }[]>(claimNextNumberSql(CREDIT_NOTE_SERIES, userId));
  if (!claimed) throw new Error("the credit note counter gave no number");
  const number = formatNumber(CREDIT_NOTE_SERIES, claimed.lastNumber);
  const { id } = await tx.creditNote.create({
    data: {
      userId,
      invoiceId: invoice.id,
      number,
      issueDate: new Date(`${now.toISOString().slice(0, 10)}T00:00:00Z`),
      createdAt: now,
      reason,
      subtotal: amounts.subtotal,
      tax: amounts.tax,
      total: amounts.total,
      // Art. 230: the VAT credited in the national currency, at the rate the invoice was issued with.
      nationalVatAmount: invoice.exchangeRate ? convertAmount(amounts.tax, invoice.exchangeRate) : null,
      items: { create: amounts.items.map((line, position) => ({ position, ...line })) },
    },
    select: { id: true },
  });
  // One UPDATE (the dashboard's statement trigger runs once): the credited sum grows, and paidAt
  // follows settleFromPayments' rule, since a credit can settle what the payments already cover.
  await tx.$executeRaw`
    UPDATE "Invoice" invoice SET "amountCredited" = invoice."amountCredited" + ${amounts.total}::numeric,
      "paidAt" = CASE WHEN invoice."amountPaid" > 0
          AND invoice."amountPaid" - invoice."amountRefunded" >= invoice.total - invoice."amountCredited" - ${amounts.total}::numeric
        THEN (SELECT max(date) FROM "Payment" WHERE "invoiceId" = invoice.id) ELSE NULL END
    WHERE invoice.id = ${invoice.id}`;
  await recordCreditHistory(tx, { userId, invoice, creditNoteId: id, number, amounts, reason });
  await tx.activityEvent.create({
    data: {
      type: "invoice",
      userId,
      description: `Credit note ${number} issued for invoice ${invoice.number} (${amounts.total} ${invoice.currency})`,
      createdAt: now,
    },
  });
  return id;
}

/**
 * The two history entries of a credit note, in its transaction: `created` on the credit note, with
 * the content hash of its rows as written (credit_note_content_hash, migration credit_notes), and
 * `credited` on the invoice it corrects.
 */
async function recordCreditHistory(
  tx: Tx,
  entry: { userId: string; invoice: InvoiceToCredit; creditNoteId: string; number: string; amounts: CreditNoteAmounts; reason: string },
): Promise<void> {
  const { userId, invoice, creditNoteId, number, amounts, reason } = entry;
  const [hashed] = await tx.$queryRaw<{ contentHash: string }[]>`
    SELECT "credit_note_content_hash"(to_jsonb(note),
      (SELECT coalesce(jsonb_agg(to_jsonb(item)), '[]'::jsonb) FROM "CreditNoteItem" item WHERE item."creditNoteId" = note.id)) AS "contentHash"
    FROM "CreditNote" note WHERE note.id = ${creditNoteId}`;
  const credit = { number, invoiceNumber: invoice.number, total: amounts.total, currency: invoice.currency };
  // Each entry names its own document, the other one in its detail: each document's history shows its own facts.
  await recordHistoryEntry(tx, {
    userId,
    creditNoteId,
    type: "created",
    actor: userActor(userId),
    detail: { ...credit, invoiceId: invoice.id, reason, contentHash: hashed?.contentHash },
  });
  await recordHistoryEntry(tx, {
    userId,
    invoiceId: invoice.id,
    type: "credited",
    actor: userActor(userId),
    detail: { ...credit, creditNoteId, reason },
  });
}
