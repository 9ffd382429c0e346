import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { paymentFacts } from "./invoice-json";

/** The columns a list row needs: what /invoices and the dashboard show, never the lines or the supplier. */
export const invoiceListSelect = {
  id: true,
  number: true,
  customerId: true,
  customerType: true,
  customerName: true,
  customerEmail: true,
  customerCountry: true,
  invoiceDate: true,
  dueDate: true,
  createdAt: true,
  currency: true,
  language: true,
  template: true,
  subtotal: true,
  tax: true,
  total: true,
  taxLabel: true,
  sentAt: true,
  sentTo: true,
  amountPaid: true,
  paidAt: true,
  viewedAt: true,
  voidedAt: true,
  publicToken: true,
} as const satisfies Prisma.InvoiceSelect;

type ListedInvoice = Prisma.InvoiceGetPayload<{ select: typeof invoiceListSelect }>;

/**
 * One row of `GET /api/invoices` and `/recent`: the fields of the full invoice JSON (same names,
 * same formats) that a list shows, so a page of 50 stays a few kilobytes. The details dialog loads
 * the whole invoice from `GET /api/invoices/{id}`.
 */
export function toInvoiceListRow(invoice: ListedInvoice) {
  return {
    id: invoice.id,
    number: invoice.number,
    customerId: invoice.customerId,
    customer: { customerType: invoice.customerType, name: invoice.customerName, email: invoice.customerEmail, country: invoice.customerCountry },
    invoiceDate: invoice.invoiceDate.toISOString().slice(0, 10),
    dueDate: invoice.dueDate.toISOString().slice(0, 10),
    createdAt: invoice.createdAt.toISOString(),
    currency: invoice.currency,
    language: invoice.language,
    template: invoice.template,
    subtotal: invoice.subtotal.toFixed(2),
    tax: invoice.tax.toFixed(2),
    total: invoice.total.toFixed(2),
    taxLabel: invoice.taxLabel,
    sentAt: invoice.sentAt?.toISOString() ?? null,
    sentTo: invoice.sentTo,
    ...paymentFacts(invoice),
  };
}

export type InvoiceListRow = ReturnType<typeof toInvoiceListRow>;
