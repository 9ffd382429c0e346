import type { InvoiceJson } from "./invoice-json";
import type { InvoiceListRow } from "./invoice-list-row";

/** The list row of an invoice the client already holds in full (a new one goes into the cached list). */
export function listRowOf(invoice: InvoiceJson): InvoiceListRow {
  const { customer } = invoice;
  return {
    id: invoice.id,
    number: invoice.number,
    customerId: invoice.customerId,
    customer: { customerType: customer.customerType, name: customer.name, email: customer.email, country: customer.country },
    invoiceDate: invoice.invoiceDate,
    dueDate: invoice.dueDate,
    createdAt: invoice.createdAt,
    currency: invoice.currency,
    language: invoice.language,
    template: invoice.template,
    subtotal: invoice.subtotal,
    tax: invoice.tax,
    total: invoice.total,
    taxLabel: invoice.taxLabel,
    sentAt: invoice.sentAt,
    sentTo: invoice.sentTo,
    status: invoice.status,
    amountPaid: invoice.amountPaid,
    amountCredited: invoice.amountCredited,
    amountRefunded: invoice.amountRefunded,
    refundDue: invoice.refundDue,
    balanceDue: invoice.balanceDue,
    viewedAt: invoice.viewedAt,
    paidAt: invoice.paidAt,
    voidedAt: invoice.voidedAt,
    deletedAt: invoice.deletedAt,
    issued: invoice.issued,
    publicUrl: invoice.publicUrl,
  };
}
