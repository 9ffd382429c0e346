import type { PublicUser } from "@/lib/auth/public-user";
import type { Customer } from "@/lib/customers/customer-select";
import { computeInvoiceTax, type TaxChoice, type TaxParties } from "@/lib/invoices/compute-invoice-tax";
import { parseAmount } from "@/lib/money";
import { calculateInvoiceTotals, parseTaxRate, type InvoiceLineTotals, type InvoiceTotals, type TaxResult } from "@/lib/tax";
import { isIsoDate, todayIso } from "./dates";
import type { InvoiceFormValues, InvoiceItemValues } from "./invoice-form-values";

export type LiveTaxInput = Pick<
  InvoiceFormValues,
  "vatScenario" | "supplyType" | "invoiceDate" | "language" | "taxCalculationType" | "userOverrideRate" | "customVatExplanation" | "items"
>;

export type LiveTax = {
  /** Each row's amount and tax (tax 0 until a customer is chosen), or null while it can't be read. */
  lines: (InvoiceLineTotals | null)[];
  subtotal: string;
  /** The tax and totals the server will compute; null until a customer is chosen. */
  tax: TaxResult | null;
  totals: InvoiceTotals | null;
  /** The rate without the manual override: what switching to manual starts from. */
  automaticRate: string | null;
  /** False while the manual rate field holds something that is not 0–100 with two decimals. */
  isOverrideValid: boolean;
};

type PricedLine = { index: number; description: string; quantity: number; rate: string };

/** A row the arithmetic can use: a whole quantity of 1–1 000 000 and a price ≥ 0 (empty counts as 0). */
function toLine(item: InvoiceItemValues, index: number): PricedLine | null {
  const quantity = /^\s*\d+\s*$/.test(item.quantity) ? Number(item.quantity) : NaN;
  const price = item.price.trim() || "0";
  if (!Number.isSafeInteger(quantity) || quantity < 1 || quantity > 1_000_000) return null;
  if (!parseAmount(price, { min: 0 }).ok) return null;
  return { index, description: item.description.trim(), quantity, rate: price };
}

/** The computed lines put back at the rows they came from. */
function byRow(rowCount: number, lines: PricedLine[], totals: InvoiceTotals): (InvoiceLineTotals | null)[] {
  const rows: (InvoiceLineTotals | null)[] = Array.from({ length: rowCount }, () => null);
  lines.forEach((line, position) => (rows[line.index] = totals.items[position] ?? null));
  return rows;
}

export function taxParties(user: PublicUser, customer: Customer): TaxParties {
  return {
    supplier: { country: user.country, vatRegistered: user.vatRegistered, ossRegistered: user.ossRegistered, ownRate: user.vatRate ?? user.defaultVATRate },
    customer: { country: customer.country, customerType: customer.customerType, vatNumber: customer.vatNumber },
  };
}

// The engine refuses "custom" without wording; the preview shows the rate before the user has typed it.
const PREVIEW_EXPLANATION = "…";

/**
 * What the form shows live, computed by the same `computeInvoiceTax` the server runs on submit,
 * so the preview and the saved invoice can't disagree. Rows that can't be read yet are left out.
 */
export function computeLiveTax(user: PublicUser, customer: Customer | undefined, values: LiveTaxInput): LiveTax {
  const lines = values.items.flatMap((item, index) => toLine(item, index) ?? []);
  const untaxed = calculateInvoiceTotals({ items: lines, taxRate: "0" });
  const wantsOverride = values.taxCalculationType === "manual_override";
  const isOverrideValid = !wantsOverride || parseTaxRate(values.userOverrideRate.trim()).ok;
  const empty: LiveTax = { lines: byRow(values.items.length, lines, untaxed), subtotal: untaxed.subtotal, tax: null, totals: null, automaticRate: null, isOverrideValid };
  if (!customer) return empty;

  const explanation = values.customVatExplanation.trim();
  const choice: TaxChoice = {
    scenario: values.vatScenario || "auto",
    supplyType: values.supplyType,
    invoiceDate: isIsoDate(values.invoiceDate) ? values.invoiceDate : todayIso(),
    language: values.language,
    overrideRate: null,
    customExplanation: values.vatScenario === "custom" ? explanation || PREVIEW_EXPLANATION : null,
    items: lines,
  };
  try {
    const parties = taxParties(user, customer);
    const automatic = computeInvoiceTax(parties, choice);
    const useOverride = wantsOverride && isOverrideValid;
    const { tax, totals } = useOverride ? computeInvoiceTax(parties, { ...choice, overrideRate: values.userOverrideRate.trim() }) : automatic;
    const shownTax = values.vatScenario === "custom" && !explanation ? { ...tax, explanation: "" } : tax;
    return { ...empty, lines: byRow(values.items.length, lines, totals), tax: shownTax, totals, automaticRate: automatic.tax.rate };
  } catch {
    // A country the engine does not know or a date it can't read: show the subtotal only.
    return empty;
  }
}
