import {
  allocateByLargestRemainder,
  Decimal,
  parseAmountOrThrow,
  roundMoney,
  serializeAmount,
  sumDecimals,
  type DecimalInput,
} from "@/lib/money";
import { parseTaxRateOrThrow, serializeRate } from "./tax-rate";

/**
 * Invoice arithmetic, exact to the cent:
 * - line amount = quantity × unit price (two decimals times an integer: exact, no rounding needed);
 * - tax per rate = the sum of the lines at that rate × rate, rounded half up ONCE — the VAT
 *   directive shows VAT per rate (Art. 226(8) and (10)), not per line;
 * - each line's taxAmount is that rounded tax split over its lines by largest remainder, so the
 *   line taxes add up to the tax exactly;
 * - total = subtotal + tax.
 * Hence lines → subtotal, line taxes → tax, subtotal + tax → total, with no cent of drift.
 */
export interface InvoiceLineInput {
  description: string;
  /** A whole number ≥ 1. */
  quantity: number | string;
  /** Unit price, ≥ 0 with at most two decimals ("rate" on the wire, "price" in the form). */
  rate: DecimalInput;
  /** This line's own tax rate; defaults to the invoice's. */
  taxRate?: DecimalInput;
}

export interface InvoiceTotalsInput {
  items: readonly InvoiceLineInput[];
  /** Percent, 0–100 with at most two decimals. */
  taxRate: DecimalInput;
}

export interface InvoiceLineTotals {
  description: string;
  quantity: number;
  rate: string;
  amount: string;
  taxRate: string;
  taxAmount: string;
}

export interface TaxByRate {
  taxRate: string;
  /** The sum of the line amounts at this rate. */
  taxableAmount: string;
  tax: string;
}

export interface InvoiceTotals {
  items: InvoiceLineTotals[];
  subtotal: string;
  taxRate: string;
  tax: string;
  total: string;
  /** One entry per rate, in the order the rates first appear. */
  taxByRate: TaxByRate[];
}

function parseQuantity(quantity: number | string, line: number): number {
  const value = typeof quantity === "string" && /^\d+$/.test(quantity.trim()) ? Number(quantity) : quantity;
  if (typeof value !== "number" || !Number.isSafeInteger(value) || value < 1) {
    throw new RangeError(`Line ${line}: quantity must be a whole number of at least 1, got ${String(quantity)}`);
  }
  return value;
}

interface PricedLine {
  description: string;
  quantity: number;
  price: Decimal;
  amount: Decimal;
  taxRate: string;
}

function priceLine(item: InvoiceLineInput, index: number, invoiceRate: string): PricedLine {
  const quantity = parseQuantity(item.quantity, index + 1);
  const price = parseAmountOrThrow(item.rate, { min: 0 });
  const taxRate = item.taxRate === undefined ? invoiceRate : serializeRate(parseTaxRateOrThrow(item.taxRate));
  return { description: item.description, quantity, price, amount: roundMoney(price.times(quantity)), taxRate };
}

/**
 * Computes line amounts, line taxes, subtotal, tax and total of an invoice.
 *
 * @example
 * // 3 × 0.10 at 25 %: subtotal 0.30, tax 0.30 × 25 % = 0.075 → 0.08 (rounded once),
 * // split 0.03 + 0.03 + 0.02 over lines whose exact tax is 0.025 each.
 * calculateInvoiceTotals({
 *   taxRate: "25",
 *   items: [1, 2, 3].map((n) => ({ description: `Item ${n}`, quantity: 1, rate: "0.10" })),
 * })
 * // { subtotal: "0.30", tax: "0.08", total: "0.38", items: [{ taxAmount: "0.03" }, { taxAmount: "0.03" }, { taxAmount: "0.02" }], … }
 */
export function calculateInvoiceTotals(input: InvoiceTotalsInput): InvoiceTotals {
  const invoiceRate = serializeRate(parseTaxRateOrThrow(input.taxRate));
  const lines = input.items.map((item, index) => priceLine(item, index, invoiceRate));
  const taxAmounts: Decimal[] = lines.map(() => new Decimal(0));
  const taxByRate: TaxByRate[] = [];

  for (const rate of new Set(lines.map((line) => line.taxRate))) {
    const indexes = lines.flatMap((line, index) => (line.taxRate === rate ? [index] : []));
    const exactShares = indexes.map((index) => (lines[index] as PricedLine).amount.times(rate).dividedBy(100));
    const taxableAmount = sumDecimals(indexes.map((index) => (lines[index] as PricedLine).amount));
    const tax = roundMoney(taxableAmount.times(rate).dividedBy(100));
    allocateByLargestRemainder(exactShares, tax).forEach((share, position) => {
      taxAmounts[indexes[position] as number] = share;
    });
    taxByRate.push({ taxRate: rate, taxableAmount: serializeAmount(taxableAmount), tax: serializeAmount(tax) });
  }

  const subtotal = sumDecimals(lines.map((line) => line.amount));
  const tax = sumDecimals(taxByRate.map((group) => group.tax));
  return {
    items: lines.map((line, index) => ({
      description: line.description,
      quantity: line.quantity,
      rate: serializeAmount(line.price),
      amount: serializeAmount(line.amount),
      taxRate: line.taxRate,
      taxAmount: serializeAmount(taxAmounts[index] as Decimal),
    })),
    subtotal: serializeAmount(subtotal),
    taxRate: invoiceRate,
    tax: serializeAmount(tax),
    total: serializeAmount(subtotal.plus(tax)),
    taxByRate,
  };
}
