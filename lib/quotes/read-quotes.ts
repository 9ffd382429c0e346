import "server-only";
import { db } from "@/lib/db";
import { listQuoteRows, type QuoteListSqlRow } from "@/lib/db/sql/list-quote-rows";
import { AppError } from "@/lib/errors";
import type { PageRequest } from "@/lib/http/paging";
import { publicQuoteUrl, quoteInclude, toQuoteJson, type QuoteJson, type QuoteRecord } from "./quote-json";
import { quoteStatusCondition, type QuoteStatusFilter } from "./quote-list";
import { quoteStatus } from "./quote-status";

export const QUOTE_NOT_FOUND = "Quote not found";

// Scoped by owner: another user's quote is not found (404), never forbidden.

export async function findQuoteRecord(userId: string, id: string): Promise<QuoteRecord> {
  const quote = await db.quote.findFirst({ where: { id, userId }, include: quoteInclude });
  if (!quote) throw new AppError("not_found", QUOTE_NOT_FOUND);
  return quote;
}

export async function getQuote(userId: string, id: string): Promise<QuoteJson> {
  return toQuoteJson(await findQuoteRecord(userId, id));
}

/** One page of a user's quotes as list rows (one more than asked tells a next page exists). */
export function listQuotes(userId: string, page: PageRequest, status: QuoteStatusFilter | null = null) {
  return listQuoteRows(userId, page, status ? quoteStatusCondition(status) : null);
}

/** One row of GET /api/quotes: the list's fields with the same names and formats as the full JSON. */
export function toQuoteListRow(row: QuoteListSqlRow) {
  return {
    id: row.id,
    number: row.number,
    status: quoteStatus(row.status, row.validUntil),
    quoteDate: row.quoteDate,
    validUntil: row.validUntil,
    customerId: row.customerId,
    customer: { name: row.customerName, email: row.customerEmail },
    currency: row.currency,
    subtotal: row.subtotal,
    tax: row.tax,
    total: row.total,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
    acceptedAt: row.acceptedAt?.toISOString() ?? null,
    acceptedName: row.acceptedName,
    declinedAt: row.declinedAt?.toISOString() ?? null,
    invoiceId: row.invoiceId,
    publicUrl: publicQuoteUrl(row.publicToken),
  };
}

export type QuoteListRow = ReturnType<typeof toQuoteListRow>;
