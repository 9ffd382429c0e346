import {
  allocateByLargestRemainder,
  Decimal,
  MAX_STORABLE_AMOUNT,
  parseAmount,
  roundMoney,
  serializeAmount,
  sumDecimals,
  type DecimalInput,
  type DecimalParseResult,
} from "@/lib/money";
import { parseTaxRateOrThrow, serializeRate } from "./tax-rate";

/**
 * Invoice arithmetic, exact to the cent:
 * - line amount = quantity × unit price rounded half up to the cent ONCE (issue #28: 7.5 h × 33.33 =
 *   249.975 → 249.98); the form, the API, the PDF and the e-invoice all show this stored amount;
 * - tax per rate = the sum of the lines at that rate × rate, rounded half up ONCE — the VAT
 *   directive shows VAT per rate (Art. 226(8) and (10)), not per line;
 * - each line's taxAmount is that rounded tax split over its lines by largest remainder, so the
 *   line taxes add up to the tax exactly;
 * - total = subtotal + tax.
 * Hence lines → subtotal, line taxes → tax, subtotal + tax → total, with no cent of drift.
 */
export interface InvoiceLineInput {
  description: string;
  /** Above 0, at most 1,000,000, at most three decimals (LINE_LIMITS). */
  quantity: number | string;
  /** Unit price, ≥ 0 with at most two decimals ("rate" on the wire, "price" in the form; LINE_LIMITS). */
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

/**
 * The rules of one line, written once: the invoice schema (lib/invoices/invoice-fields.ts) words
 * them for the user, the live preview reads rows with them, and the arithmetic below refuses
 * anything else.
 * - quantity: above 0, at most 1,000,000, at most three decimals (issue #28 widens SPEC section 5's
 *   whole number for hourly billing: 7.5 hours; the default stays 1);
 * - unit price: 0 or more, at most two decimals, at most what a Decimal(14,2) column holds.
 */
export const LINE_LIMITS = {
  maxQuantity: 1_000_000,
  quantityDecimals: 3,
  minUnitPrice: "0",
  maxUnitPrice: MAX_STORABLE_AMOUNT,
} as const;

const QUANTITY_PATTERN = /^\d+(\.\d{1,3})?$/;

/**
 * A quantity as a number, or null when it breaks the rule. Plain decimal digits with a point only:
 * "7,5", "1e3" and " " are not quantities. A number is read through its shortest decimal text,
 * which for at most three decimals and at most 1,000,000 is the exact value typed (ten significant
 * digits, well inside a double's fifteen), so `Decimal(String(quantity))` is exact everywhere.
 *
 * @example
 * readQuantity("7.5")   // 7.5
 * readQuantity(0.0005)  // null (four decimals)
 * readQuantity("0")     // null (not above 0)
 */
export function readQuantity(quantity: unknown): number | null {
  const text = typeof quantity === "string" ? quantity.trim() : typeof quantity === "number" ? String(quantity) : "";
  if (!QUANTITY_PATTERN.test(text)) return null;
  const value = Number(text);
  return value > 0 && value <= LINE_LIMITS.maxQuantity ? value : null;
}

/**
 * A unit price, parsed exactly; a failure says why (not_a_number, too_many_decimals,
 * below_minimum, above_maximum).
 *
 * @example
 * readUnitPrice("99.90") // { ok: true, value: 99.9 }
 * readUnitPrice("1.005") // { ok: false, reason: "too_many_decimals", … }
 */
export function readUnitPrice(price: unknown): DecimalParseResult {
  return parseAmount(price, { min: LINE_LIMITS.minUnitPrice, max: LINE_LIMITS.maxUnitPrice });
}

function parseQuantity(quantity: number | string, line: number): number {
  const value = readQuantity(quantity);
  if (value === null) {
    throw new RangeError(
      `Line ${line}: quantity must be above 0 and at most ${LINE_LIMITS.maxQuantity} with at most three decimals, got ${String(quantity)}`,
    );
  }
  return value;
}

function parseUnitPrice(price: DecimalInput, line: number): Decimal {
  const result = readUnitPrice(price);
  if (!result.ok) throw new RangeError(`Line ${line}: ${result.message}`);
  return result.value;
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
  const price = parseUnitPrice(item.rate, index + 1);
  const taxRate = item.taxRate === undefined ? invoiceRate : serializeRate(parseTaxRateOrThrow(item.taxRate));
  return { description: item.description, quantity, price, amount: roundMoney(price.times(String(quantity))), taxRate };
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
