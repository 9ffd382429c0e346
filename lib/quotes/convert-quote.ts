import "server-only";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { createInvoiceOnce } from "@/lib/invoices/create-invoice";
import type { InvoiceSupplier } from "@/lib/invoices/draft-invoice";
import type { InvoiceJson } from "@/lib/invoices/invoice-json";
import { getInvoice } from "@/lib/invoices/read-invoices";
import { createInvoiceSchema } from "@/lib/invoices/schemas";
import { getTaxLabel } from "@/lib/tax";
import { findQuoteRecord } from "./read-quotes";

/** The Idempotency-Key the conversion creates its invoice with: one invoice per quote, whoever converts at once. */
export function conversionKey(quoteId: string): string {
  return `quote:${quoteId}`;
}

/**
 * Makes an invoice from one of the user's quotes: the quote's request (customer, lines, currency,
 * language, tax choices, notes) through the normal create path (lib/invoices/create-invoice.ts:
 * the Free plan's quota, the next INV- number, today's date and tax rules, a due date 30 days on).
 * Any quote can be converted by its owner, usually an accepted one. The invoice and the quote then
 * point at each other and the quote is `invoiced`.
 *
 * Converting twice gives the same invoice: the quote remembers it, and the create runs under an
 * Idempotency-Key of the quote, so two conversions at once also make one (the loser gets the
 * winner's invoice, taking no number and no quota slot).
 */
export async function convertQuote(user: InvoiceSupplier & { country: string | null }, quoteId: string, now = new Date()) {
  const quote = await findQuoteRecord(user.id, quoteId);
  if (quote.invoiceId) return { invoice: await getInvoice(user.id, quote.invoiceId), created: false };
  // Read again by today's invoice schema: a quote written before a field existed gets its default.
  const parsed = createInvoiceSchema(getTaxLabel(user.country)).safeParse(quote.input);
  if (!parsed.success)
    throw new AppError(
      "validation",
      `Quote ${quote.number} can't become an invoice: ${parsed.error.issues[0]?.message ?? "its lines are no longer valid"}`,
    );
  const request = parsed.data;
  const { invoice, replayed } = await createInvoiceOnce(
    user,
    { ...request, number: null, invoiceDate: null, dueDate: null },
    conversionKey(quote.id),
    now,
  );
  await db.quote.updateMany({ where: { id: quote.id, userId: user.id }, data: { invoiceId: invoice.id, status: "invoiced" } });
  return { invoice: await linkedInvoice(user.id, invoice), created: !replayed };
}

/** The invoice as GET /api/invoices/{id} answers it now that the quote points at it (`fromQuote`). */
async function linkedInvoice(userId: string, invoice: InvoiceJson): Promise<InvoiceJson> {
  return getInvoice(userId, invoice.id);
}
