import { defaultInvoiceValues, type InvoiceFormValues } from "@/components/invoices/create/invoice-form-values";
import { addDaysIso } from "@/components/invoices/create/dates";
import { formValuesOfRequest } from "@/components/documents/document-form-values";
import type { PublicUser } from "@/lib/auth/public-user";
import type { QuoteJson } from "@/lib/quotes/quote-json";

/** The quote form's days: the quote's date is the invoice form's invoice date; validUntil is its own. */
export const QUOTE_VALID_DAYS = 30;

/**
 * A new quote: the invoice form's defaults (the profile's currency, language, supply type, and its
 * bank details as payment instructions, which the invoice made from the quote will carry), with no
 * due date: a quote has its last valid day instead.
 */
export function newQuoteValues(user: PublicUser): { values: InvoiceFormValues; validUntil: string } {
  const values = { ...defaultInvoiceValues(user), dueDate: "" };
  return { values, validUntil: addDaysIso(values.invoiceDate, QUOTE_VALID_DAYS) };
}

/** An existing quote's request (`input`) as the form's inputs hold it, to edit it (with its lines' units). */
export function quoteFormValues(user: PublicUser, quote: QuoteJson): { values: InvoiceFormValues; validUntil: string } {
  return { values: formValuesOfRequest(user, quote.input, { invoiceDate: quote.quoteDate, dueDate: "" }), validUntil: quote.validUntil };
}
