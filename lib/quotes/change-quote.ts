import "server-only";
import { AppError } from "@/lib/errors";
import { db, Prisma } from "@/lib/db";
import type { QuoteStatus as StoredStatus } from "@/lib/generated/prisma/client";
import type { InvoiceSupplier } from "@/lib/invoices/draft-invoice";
import { draftQuote } from "./draft-quote";
import type { QuoteJson } from "./quote-json";
import { findQuoteRecord, getQuote, QUOTE_NOT_FOUND } from "./read-quotes";
import type { QuoteData } from "./schemas";

export const QUOTE_ACCEPTED_MESSAGE = (number: string) =>
  `Quote ${number} was accepted and is kept as it is: it can't be changed or deleted. Convert it to an invoice instead.`;

/** The stored statuses whose quotes may still change: nothing the customer agreed to. */
const CHANGEABLE: StoredStatus[] = ["draft", "sent", "declined"];

/**
 * Replaces one of the user's quotes with a new version of the request (drafted afresh: today's
 * copies of supplier and customer, amounts recomputed). Its number, link and sending stay; a
 * declined quote becomes a draft again, to be sent anew. An accepted or invoiced one is a record:
 * 409. The update is conditional on the status, so a customer accepting meanwhile wins.
 */
export async function updateQuote(supplier: InvoiceSupplier, id: string, data: QuoteData, now = new Date()): Promise<QuoteJson> {
  const current = await findQuoteRecord(supplier.id, id);
  if (!CHANGEABLE.includes(current.status)) throw lockedQuote(current.number);
  const draft = await draftQuote(supplier, data, now);
  const { count } = await db.quote.updateMany({
    where: { id, userId: supplier.id, status: { in: CHANGEABLE } },
    data: {
      customerId: draft.customerId,
      quoteDate: new Date(`${draft.quoteDate}T00:00:00Z`),
      validUntil: new Date(`${draft.validUntil}T00:00:00Z`),
      currency: draft.document.currency as Prisma.QuoteUpdateManyMutationInput["currency"],
      customerName: draft.customerName,
      customerEmail: draft.customerEmail,
      subtotal: draft.subtotal,
      tax: draft.tax,
      total: draft.total,
      input: draft.input as unknown as Prisma.InputJsonValue,
      document: draft.document as unknown as Prisma.InputJsonValue,
      status: current.status === "declined" ? "draft" : current.status,
      declinedAt: null,
      updatedAt: now,
    },
  });
  if (count === 0) await explainMissedChange(supplier.id, id);
  return getQuote(supplier.id, id);
}

/** Deletes one of the user's quotes unless it was accepted (409): a gap in the Q- series is fine, quotes are offers, not records. */
export async function deleteQuote(userId: string, id: string): Promise<void> {
  const { count } = await db.quote.deleteMany({ where: { id, userId, status: { in: CHANGEABLE } } });
  if (count === 0) await explainMissedChange(userId, id);
}

/** Why a conditional change found no row: someone else's or a missing quote (404), or a locked one (409). */
async function explainMissedChange(userId: string, id: string): Promise<never> {
  const quote = await db.quote.findFirst({ where: { id, userId }, select: { number: true } });
  if (!quote) throw new AppError("not_found", QUOTE_NOT_FOUND);
  throw lockedQuote(quote.number);
}

function lockedQuote(number: string): AppError {
  return new AppError("conflict", QUOTE_ACCEPTED_MESSAGE(number), { code: "quote_accepted" });
}
