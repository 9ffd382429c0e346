import "server-only";
import type { InvoiceListSqlRow } from "@/lib/db/sql/list-invoice-rows";
import { paymentFacts } from "./invoice-json";

/**
 * One row of `GET /api/invoices` and `/recent`: the fields of the full invoice JSON (same names,
 * same formats) that a list shows, so a page of 50 stays a few kilobytes. The details dialog loads
 * the whole invoice from `GET /api/invoices/{id}`. Amounts and days arrive as text from the list's
 * SQL, already in the JSON's format.
 */
export function toInvoiceListRow(invoice: InvoiceListSqlRow) {
  const sentAt = invoice.sentAt?.toISOString() ?? null;
  return {
    id: invoice.id,
    number: invoice.number,
    customerId: invoice.customerId,
    customer: {
      customerType: invoice.customerType,
      name: invoice.customerName,
      email: invoice.customerEmail,
      country: invoice.customerCountry,
    },
    invoiceDate: invoice.invoiceDate,
    dueDate: invoice.dueDate,
    createdAt: invoice.createdAt.toISOString(),
    currency: invoice.currency,
    language: invoice.language,
    template: invoice.template,
    subtotal: invoice.subtotal,
    tax: invoice.tax,
    total: invoice.total,
    taxLabel: invoice.taxLabel,
    sentAt,
    sentTo: invoice.sentTo,
    ...paymentFacts({
      total: invoice.total,
      amountPaid: invoice.amountPaid,
      amountCredited: invoice.amountCredited,
      amountRefunded: invoice.amountRefunded,
      dueDate: invoice.dueDate,
      sentAt,
      viewedAt: invoice.viewedAt?.toISOString() ?? null,
      voidedAt: invoice.voidedAt?.toISOString() ?? null,
      deletedAt: invoice.deletedAt?.toISOString() ?? null,
      paidAt: invoice.paidAt,
      publicToken: invoice.publicToken,
    }),
  };
}

export type InvoiceListRow = ReturnType<typeof toInvoiceListRow>;
