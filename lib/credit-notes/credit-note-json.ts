import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { invoiceCustomerJson, invoiceSupplierJson } from "@/lib/invoices/invoice-json";

/** A credit note with what it prints and answers: its lines and the invoice it corrects (parties, language, tax treatment). */
export const creditNoteInclude = {
  items: { orderBy: { position: "asc" } },
  invoice: true,
} as const satisfies Prisma.CreditNoteInclude;

export type CreditNoteRow = Prisma.CreditNoteGetPayload<{ include: typeof creditNoteInclude }>;

const day = (date: Date) => date.toISOString().slice(0, 10);

/**
 * A credit note as the API answers it (issue #25): amounts as positive decimal strings with two
 * decimals (it credits them; the sign is the document's type, as in EN 16931), dates as
 * YYYY-MM-DD, and `customer`, `supplier`, language, template and tax wording as the invoice it
 * corrects was issued with.
 */
export function toCreditNoteJson(note: CreditNoteRow) {
  const { invoice } = note;
  return {
    id: note.id,
    number: note.number,
    invoiceId: invoice.id,
    invoiceNumber: invoice.number,
    invoiceDate: day(invoice.invoiceDate),
    issueDate: day(note.issueDate),
    createdAt: note.createdAt.toISOString(),
    currency: invoice.currency,
    language: invoice.language,
    template: invoice.template,
    subtotal: note.subtotal.toFixed(2),
    tax: note.tax.toFixed(2),
    total: note.total.toFixed(2),
    taxLabel: invoice.taxLabel,
    reason: note.reason,
    customer: invoiceCustomerJson(invoice),
    supplier: invoiceSupplierJson(invoice),
    vatScenario: invoice.vatScenario,
    reverseCharge: invoice.reverseCharge,
    oss: invoice.oss,
    taxExplanation: invoice.taxExplanation,
    customVatExplanation: invoice.customVatExplanation,
    vatInNationalCurrency:
      invoice.nationalCurrency && invoice.exchangeRate && invoice.exchangeRateDate && note.nationalVatAmount
        ? {
            currency: invoice.nationalCurrency,
            amount: note.nationalVatAmount.toFixed(2),
            rate: invoice.exchangeRate.toFixed(6),
            rateDate: day(invoice.exchangeRateDate),
            source: invoice.exchangeRateSource === "user" ? ("user" as const) : ("ecb" as const),
          }
        : null,
    sentAt: note.sentAt?.toISOString() ?? null,
    sentTo: note.sentTo,
    items: note.items.map((item) => ({
      description: item.description,
      quantity: item.quantity.toNumber(),
      unit: item.unit,
      rate: item.rate.toFixed(2),
      amount: item.amount.toFixed(2),
      taxRate: item.taxRate.toFixed(2),
      taxAmount: item.taxAmount.toFixed(2),
    })),
  };
}

export type CreditNoteJson = ReturnType<typeof toCreditNoteJson>;
