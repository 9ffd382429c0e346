import "server-only";
import type { Quote } from "@/lib/generated/prisma/client";
import { appBaseUrl } from "@/lib/email/config";
import type { InvoiceJson } from "@/lib/invoices/invoice-json";
import type { InvoiceData } from "@/lib/invoices/schemas";
import { PUBLIC_QUOTE_PATH } from "./public-quote-path";
import { quoteStatus, quoteToday } from "./quote-status";

const day = (date: Date) => date.toISOString().slice(0, 10);

/** The link a customer gets (APP_URL + /q/{token}): no sign-in, the token is the only key. */
export function publicQuoteUrl(token: string): string {
  return `${appBaseUrl(undefined)}${PUBLIC_QUOTE_PATH}/${token}`;
}

/** A quote's row with the number of the invoice made from it, if any. */
export type QuoteRecord = Quote & { invoice: { number: string } | null };
export const quoteInclude = { invoice: { select: { number: true } } } as const;

/**
 * A quote as the API answers it: the invoice's fields as the quote prints them (amounts as
 * strings, the customer and supplier as they were when it was written), the quote's own dates and
 * status, where the customer's answer stands, the invoice it became, and `input`: the request it
 * was written from, which the edit form starts from.
 */
export function toQuoteJson(quote: QuoteRecord, today = quoteToday()) {
  const document = quote.document as unknown as InvoiceJson;
  const validUntil = day(quote.validUntil);
  return {
    id: quote.id,
    number: quote.number,
    status: quoteStatus(quote.status, validUntil, today),
    quoteDate: day(quote.quoteDate),
    validUntil,
    customerId: quote.customerId,
    customer: document.customer,
    supplier: document.supplier,
    currency: document.currency,
    language: document.language,
    template: document.template,
    subtotal: quote.subtotal.toFixed(2),
    taxRate: document.taxRate,
    tax: quote.tax.toFixed(2),
    total: quote.total.toFixed(2),
    taxLabel: document.taxLabel,
    vatScenario: document.vatScenario,
    taxExplanation: document.taxExplanation,
    customVatExplanation: document.customVatExplanation,
    taxCalculationType: document.taxCalculationType,
    userOverrideRate: document.userOverrideRate,
    supplyType: document.supplyType,
    reverseCharge: document.reverseCharge,
    vatInNationalCurrency: document.vatInNationalCurrency,
    notes: document.notes,
    paymentInstructions: document.paymentInstructions,
    items: document.items,
    createdAt: quote.createdAt.toISOString(),
    updatedAt: quote.updatedAt.toISOString(),
    sentAt: quote.sentAt?.toISOString() ?? null,
    sentTo: quote.sentTo,
    acceptedAt: quote.acceptedAt?.toISOString() ?? null,
    acceptedName: quote.acceptedName,
    declinedAt: quote.declinedAt?.toISOString() ?? null,
    invoiceId: quote.invoiceId,
    invoiceNumber: quote.invoice?.number ?? null,
    publicUrl: publicQuoteUrl(quote.publicToken),
    input: quote.input as unknown as InvoiceData,
  };
}

export type QuoteJson = ReturnType<typeof toQuoteJson>;

/**
 * The quote in the shape the invoice PDF, the public page's sheet and the mail read: its printed
 * form with the quote's number, id and link. Nothing of it is paid, viewed or void.
 */
export function quoteAsInvoice(quote: Pick<Quote, "id" | "number" | "createdAt" | "document" | "publicToken">): InvoiceJson {
  const document = quote.document as unknown as InvoiceJson;
  return {
    ...document,
    id: quote.id,
    number: quote.number,
    createdAt: quote.createdAt.toISOString(),
    publicUrl: publicQuoteUrl(quote.publicToken),
  };
}
