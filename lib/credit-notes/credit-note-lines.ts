import type { ItemUnit } from "@/lib/invoices/item-units";
import { calculateInvoiceTotals } from "@/lib/tax";
import { Decimal, sumDecimals, type InvoiceLanguage } from "@/lib/money";
import type { CreditLineInput } from "./schemas";

/** A priced line as invoices and credit notes store it: decimal strings with two decimals. */
export type PricedLine = {
  description: string;
  quantity: number;
  /** The invoice line's unit (issue #28) on a full credit of its lines; none on remainder and partial lines. */
  unit?: ItemUnit | null;
  rate: string;
  amount: string;
  taxRate: string;
  taxAmount: string;
};

export type CreditedInvoice = {
  number: string;
  language: InvoiceLanguage;
  /** The invoice's own rate, for a credited line that names none of its lines. */
  taxRate: string;
  total: string;
  items: PricedLine[];
};

export type CreditNoteAmounts = { items: PricedLine[]; subtotal: string; tax: string; total: string };

/** What is still creditable: the invoice's total less the credit notes already issued for it. */
export function creditableAmount(invoice: Pick<CreditedInvoice, "total">, credited: readonly PricedLine[]): Decimal {
  return new Decimal(invoice.total).minus(sumDecimals(credited.flatMap((line) => [line.amount, line.taxAmount])));
}

const REMAINDER_TEXT: Record<InvoiceLanguage, (number: string) => string> = {
  en: (number) => `Remaining amount of invoice ${number}`,
  sv: (number) => `Återstående belopp av faktura ${number}`,
  de: (number) => `Restbetrag der Rechnung ${number}`,
};

/**
 * A full credit of what is still creditable. Nothing credited yet: the invoice's lines as they are
 * (same amounts, same tax to the cent). After partial credits: one line per tax rate with the net
 * and the tax left at that rate, so the credit notes of an invoice add up to exactly its total.
 */
export function fullCreditLines(invoice: CreditedInvoice, credited: readonly PricedLine[]): CreditNoteAmounts {
  if (credited.length === 0) return amountsOf(invoice.items.map((line) => ({ ...line })));
  const rates = [...new Set(invoice.items.map((line) => line.taxRate))];
  const atRate = (lines: readonly PricedLine[], rate: string, field: "amount" | "taxAmount") =>
    sumDecimals(lines.filter((line) => new Decimal(line.taxRate).eq(rate)).map((line) => line[field]));
  const lines = rates.flatMap((rate): PricedLine[] => {
    const net = Decimal.max(atRate(invoice.items, rate, "amount").minus(atRate(credited, rate, "amount")), 0);
    const tax = Decimal.max(atRate(invoice.items, rate, "taxAmount").minus(atRate(credited, rate, "taxAmount")), 0);
    if (net.isZero() && tax.isZero()) return [];
    const description = REMAINDER_TEXT[invoice.language](invoice.number);
    return [{ description, quantity: 1, rate: net.toFixed(2), amount: net.toFixed(2), taxRate: rate, taxAmount: tax.toFixed(2) }];
  });
  return amountsOf(lines);
}

/**
 * A partial credit, priced with the invoice's arithmetic (lib/tax/invoice-totals.ts): each line
 * takes the tax rate of the invoice line with the same description, else the invoice's own rate,
 * so a reverse-charge or exempt invoice is credited at 0 % with its wording, as it was issued.
 */
export function partialCreditLines(invoice: CreditedInvoice, items: readonly CreditLineInput[]): CreditNoteAmounts {
  const rateOf = (description: string) =>
    invoice.items.find((line) => line.description.trim() === description.trim())?.taxRate ?? invoice.taxRate;
  const totals = calculateInvoiceTotals({
    taxRate: invoice.taxRate,
    items: items.map((item) => ({
      description: item.description,
      quantity: item.quantity,
      rate: item.rate,
      taxRate: rateOf(item.description),
    })),
  });
  return { items: totals.items, subtotal: totals.subtotal, tax: totals.tax, total: totals.total };
}

function amountsOf(items: PricedLine[]): CreditNoteAmounts {
  const subtotal = sumDecimals(items.map((line) => line.amount));
  const tax = sumDecimals(items.map((line) => line.taxAmount));
  return { items, subtotal: subtotal.toFixed(2), tax: tax.toFixed(2), total: subtotal.plus(tax).toFixed(2) };
}
