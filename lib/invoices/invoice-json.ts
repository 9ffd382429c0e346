import "server-only";
import type { Invoice, Prisma } from "@/lib/generated/prisma/client";
import { toVatCheckJson, vatCheckSelect } from "@/lib/vies/vat-check-record";
import { amountToRefund, balanceDue, hasLeftTheUser, invoiceStatus, type InvoiceStatusFacts } from "./invoice-status";
import { publicInvoiceUrl } from "./public-url";

export const invoiceInclude = {
  items: { orderBy: { position: "asc" } },
  payments: { orderBy: [{ date: "asc" }, { createdAt: "asc" }] },
  vatCheck: { select: vatCheckSelect },
  quote: { select: { id: true, number: true } },
  creditNotes: { select: { id: true, number: true, total: true, issueDate: true }, orderBy: [{ createdAt: "asc" }, { id: "asc" }] },
  refunds: { orderBy: [{ date: "asc" }, { createdAt: "asc" }] },
} as const satisfies Prisma.InvoiceInclude;

type InvoiceRow = Prisma.InvoiceGetPayload<{ include: typeof invoiceInclude }>;

const day = (date: Date) => date.toISOString().slice(0, 10);

/**
 * An invoice as the API answers it (SPEC section 3): amounts as strings with two decimals, dates
 * as YYYY-MM-DD, and `customer` / `supplier` as they were when the invoice was issued.
 */
export function toInvoiceJson(invoice: InvoiceRow) {
  const payment = paymentFacts({
    total: invoice.total.toFixed(2),
    amountPaid: invoice.amountPaid.toFixed(2),
    amountCredited: invoice.amountCredited.toFixed(2),
    amountRefunded: invoice.amountRefunded.toFixed(2),
    dueDate: day(invoice.dueDate),
    sentAt: invoice.sentAt?.toISOString() ?? null,
    viewedAt: invoice.viewedAt?.toISOString() ?? null,
    voidedAt: invoice.voidedAt?.toISOString() ?? null,
    deletedAt: invoice.deletedAt?.toISOString() ?? null,
    paidAt: invoice.paidAt ? day(invoice.paidAt) : null,
    publicToken: invoice.publicToken,
  });
  return {
    id: invoice.id,
    number: invoice.number,
    customerId: invoice.customerId,
    customer: invoiceCustomerJson(invoice),
    supplier: invoiceSupplierJson(invoice),
    invoiceDate: day(invoice.invoiceDate),
    dueDate: day(invoice.dueDate),
    /** Art. 226(7), BT-72: the date of supply; the invoice date unless another was given. */
    supplyDate: day(invoice.supplyDate ?? invoice.invoiceDate),
    createdAt: invoice.createdAt.toISOString(),
    currency: invoice.currency,
    language: invoice.language,
    template: invoice.template,
    subtotal: invoice.subtotal.toFixed(2),
    taxRate: invoice.taxRate.toFixed(2),
    tax: invoice.tax.toFixed(2),
    total: invoice.total.toFixed(2),
    taxLabel: invoice.taxLabel,
    notes: invoice.notes,
    paymentInstructions: invoice.paymentInstructions,
    taxCalculationType: invoice.taxCalculationType,
    userOverrideRate: invoice.userOverrideRate?.toFixed(2) ?? null,
    vatScenario: invoice.vatScenario,
    taxExplanation: invoice.taxExplanation,
    customVatExplanation: invoice.customVatExplanation,
    supplyType: invoice.supplyType,
    supplierVatRegistered: invoice.supplierVatRegistered,
    customerVatRegistered: invoice.customerVatRegistered,
    supplierCountry: invoice.supplierCountry,
    customerCountry: invoice.customerCountry,
    reverseCharge: invoice.reverseCharge,
    invoiceType: invoice.invoiceType,
    countryPreset: invoice.countryPreset,
    paymentMethod: invoice.paymentMethod,
    /** The quote it was made from (issue #28, POST /api/quotes/{id}/convert); null for most. */
    fromQuote: invoice.quote ? { id: invoice.quote.id, number: invoice.quote.number } : null,
    /** OCR or RF (issue #27), given at issue; null only on paid or void invoices older than references. */
    paymentReference: invoice.paymentReference,
    sentAt: invoice.sentAt?.toISOString() ?? null,
    sentTo: invoice.sentTo,
    // Issue #29: the VIES check it was issued with, its One-Stop-Shop treatment, and the VAT in the
    // supplier's national currency (Art. 230) when the invoice is in another.
    vatCheck: invoice.vatCheck ? toVatCheckJson(invoice.vatCheck) : null,
    oss: invoice.oss,
    vatInNationalCurrency: vatInNationalCurrency(invoice),
    ...payment,
    payments: invoice.payments.map((paid) => ({
      id: paid.id,
      amount: paid.amount.toFixed(2),
      date: day(paid.date),
      method: paid.method,
      note: paid.note,
    })),
    // Issue #25: the credit notes that correct it (oldest first) and the money sent back.
    creditNotes: invoice.creditNotes.map((note) => ({
      id: note.id,
      number: note.number,
      total: note.total.toFixed(2),
      issueDate: day(note.issueDate),
    })),
    refunds: invoice.refunds.map((refund) => ({
      id: refund.id,
      amount: refund.amount.toFixed(2),
      date: day(refund.date),
      method: refund.method,
      note: refund.note,
    })),
    items: invoice.items.map((item) => ({
      description: item.description,
      // A number on the wire as before (SPEC section 3), now with up to three decimals (issue #28):
      // Number() of a Decimal(10,3) is exact to the digits stored.
      quantity: item.quantity.toNumber(),
      unit: item.unit,
      rate: item.rate.toFixed(2),
      amount: item.amount.toFixed(2),
      taxRate: item.taxRate.toFixed(2),
      taxAmount: item.taxAmount.toFixed(2),
    })),
  };
}

export type InvoiceJson = ReturnType<typeof toInvoiceJson>;

type InvoiceParties = Pick<Invoice, Extract<keyof Invoice, `customer${string}` | `supplier${string}`>>;

/** The customer as it was when the invoice was issued: the invoice's and its credit notes' `customer`. */
export function invoiceCustomerJson(invoice: InvoiceParties) {
  return {
    customerType: invoice.customerType,
    name: invoice.customerName,
    email: invoice.customerEmail,
    phone: invoice.customerPhone,
    address: invoice.customerAddress,
    city: invoice.customerCity,
    postalCode: invoice.customerPostalCode,
    country: invoice.customerCountry,
    vatNumber: invoice.customerVatNumber,
    organizationNumber: invoice.customerOrganizationNumber,
    invoiceReference: invoice.customerInvoiceReference,
  };
}

/** The supplier as it was when the invoice was issued: the invoice's and its credit notes' `supplier`. */
export function invoiceSupplierJson(invoice: InvoiceParties) {
  return {
    name: invoice.supplierName,
    email: invoice.supplierEmail,
    phone: invoice.supplierPhone,
    address: invoice.supplierAddress,
    city: invoice.supplierCity,
    postalCode: invoice.supplierPostalCode,
    country: invoice.supplierCountry,
    organizationNumber: invoice.supplierOrganizationNumber,
    vatNumber: invoice.supplierVatNumber,
    website: invoice.supplierWebsite,
    bankName: invoice.supplierBankName,
    bankAccountNumber: invoice.supplierBankAccountNumber,
    iban: invoice.supplierIban,
    swiftCode: invoice.supplierSwiftCode,
    routingNumber: invoice.supplierRoutingNumber,
    paypalEmail: invoice.supplierPaypalEmail,
    bankgiro: invoice.supplierBankgiro,
    plusgiro: invoice.supplierPlusgiro,
  };
}

type NationalVatFacts = Pick<
  InvoiceRow,
  "nationalCurrency" | "exchangeRate" | "exchangeRateDate" | "exchangeRateSource" | "nationalVatAmount"
>;

/** `{currency, amount, rate, rateDate, source}`, or null for an invoice in the national currency (or one issued without a rate). */
function vatInNationalCurrency(invoice: NationalVatFacts) {
  const { nationalCurrency, exchangeRate, exchangeRateDate, nationalVatAmount } = invoice;
  if (!nationalCurrency || !exchangeRate || !exchangeRateDate || !nationalVatAmount) return null;
  return {
    currency: nationalCurrency,
    amount: nationalVatAmount.toFixed(2),
    rate: exchangeRate.toFixed(6),
    rateDate: day(exchangeRateDate),
    source: invoice.exchangeRateSource === "user" ? ("user" as const) : ("ecb" as const),
  };
}

/** The facts of payment as the JSON writes them: decimal strings, YYYY-MM-DD days, ISO instants. */
type PaymentFactsText = InvoiceStatusFacts & { paidAt: string | null; publicToken: string };

/**
 * Where an invoice stands (issue #16), for the full JSON and the list rows alike: the derived
 * status, the paid and open amounts as decimal strings, the dates of the facts and the public link.
 */
export function paymentFacts(facts: PaymentFactsText) {
  const closed = facts.voidedAt !== null || facts.deletedAt !== null;
  return {
    status: invoiceStatus(facts),
    amountPaid: facts.amountPaid,
    amountCredited: facts.amountCredited,
    amountRefunded: facts.amountRefunded,
    balanceDue: closed ? "0.00" : balanceDue(facts),
    /** Paid beyond what is left after credit notes and not sent back yet (status refundDue). */
    refundDue: closed ? "0.00" : amountToRefund(facts),
    viewedAt: facts.viewedAt,
    paidAt: facts.paidAt,
    voidedAt: facts.voidedAt,
    /** Issue #25: deleted before it left the user (status `deleted`); the record is kept. */
    deletedAt: facts.deletedAt,
    /** Issue #25: sent, opened, paid or credited: no delete or void, a credit note corrects it. */
    issued: hasLeftTheUser(facts),
    publicUrl: publicInvoiceUrl(facts.publicToken),
  };
}
