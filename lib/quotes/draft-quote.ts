import "server-only";
import { AppError } from "@/lib/errors";
import { findCustomer } from "@/lib/db/sql/find-customer";
import { draftInvoiceJson } from "@/lib/invoices/create-invoice";
import { draftInvoice, invoiceCustomerSelect, type InvoiceSupplier } from "@/lib/invoices/draft-invoice";
import type { InvoiceJson } from "@/lib/invoices/invoice-json";
import { euVatFactsOfInvoice } from "@/lib/invoices/invoice-eu-vat-facts";
import type { InvoiceData } from "@/lib/invoices/schemas";
import { QUOTE_VALID_DAYS, type QuoteData } from "./schemas";

export const CUSTOMER_NOT_FOUND = "Customer not found";

/** What a quote stores of a request: the columns lists read, the request itself, and the printed form. */
export type QuoteDraft = {
  customerId: string;
  quoteDate: string;
  validUntil: string;
  currency: string;
  customerName: string;
  customerEmail: string;
  subtotal: string;
  tax: string;
  total: string;
  /** The request as the invoice schema read it, with the quote's date: the conversion starts from it. */
  input: InvoiceData;
  /** The quote as it prints: drafted exactly as an invoice of the same request would be. */
  document: InvoiceJson;
};

/**
 * Drafts a quote the way an invoice is drafted (lib/invoices/draft-invoice.ts): the same tax
 * computation, the same copies of supplier and customer, every amount recomputed here. The
 * invoice's due date is the quote's last valid day, so the PDF prints it in that place.
 */
export async function draftQuote(supplier: InvoiceSupplier, data: QuoteData, now: Date): Promise<QuoteDraft> {
  const customer = await findCustomer(invoiceCustomerSelect, { id: data.invoice.customerId, userId: supplier.id });
  if (!customer) throw new AppError("not_found", CUSTOMER_NOT_FOUND);
  const quoteDate = data.invoice.invoiceDate ?? now.toISOString().slice(0, 10);
  const validUntil = data.validUntil ?? addDays(quoteDate, QUOTE_VALID_DAYS);
  const input: InvoiceData = { ...data.invoice, invoiceDate: quoteDate };
  const asInvoice: InvoiceData = { ...input, dueDate: validUntil };
  const draft = draftInvoice(supplier, customer, asInvoice, now, await euVatFactsOfInvoice(supplier, customer, asInvoice, now));
  const document = draftInvoiceJson(
    draft,
    { id: "", number: "", paymentReference: null, createdAt: now, publicToken: "" },
    { idempotencyKey: null, vatCheck: null },
  );
  return {
    customerId: customer.id,
    quoteDate,
    validUntil,
    currency: document.currency,
    customerName: customer.name,
    customerEmail: customer.email,
    subtotal: document.subtotal,
    tax: document.tax,
    total: document.total,
    input,
    document,
  };
}

function addDays(isoDay: string, days: number): string {
  const date = new Date(`${isoDay}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
