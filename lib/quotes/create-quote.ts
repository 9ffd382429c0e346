import "server-only";
import { newId } from "@/lib/db/new-id";
import { insertQuoteRow } from "@/lib/db/sql/insert-quote-row";
import type { InvoiceSupplier } from "@/lib/invoices/draft-invoice";
import { newPublicToken } from "@/lib/invoices/public-token";
import { draftQuote } from "./draft-quote";
import { getQuote } from "./read-quotes";
import type { QuoteJson } from "./quote-json";
import type { QuoteData } from "./schemas";

/**
 * Writes a draft quote under the next number of the user's Q- series. Quotes take nothing of the
 * Free plan's monthly invoices: only the invoice a quote becomes does (convert-quote.ts).
 */
export async function createQuote(supplier: InvoiceSupplier, data: QuoteData, now = new Date()): Promise<QuoteJson> {
  const draft = await draftQuote(supplier, data, now);
  const id = newId();
  await insertQuoteRow({
    ...draft,
    id,
    userId: supplier.id,
    status: "draft",
    createdAt: now.toISOString(),
    updatedAt: now.toISOString(),
    publicToken: newPublicToken(),
  });
  return getQuote(supplier.id, id);
}
