import type { ItemUnit } from "@/lib/invoices/item-units";
import type { PublicUser } from "@/lib/auth/public-user";
import type { Customer } from "@/lib/customers/customer-select";
import { computeInvoiceTax, taxChoiceOf, type InvoiceTaxFields, type TaxParties } from "@/lib/invoices/compute-invoice-tax";
import { invoiceFields, isCalendarDate, type InvoiceFields } from "@/lib/invoices/invoice-fields";
import type { InvoiceFormData } from "@/lib/invoices/schemas";
import {
  calculateInvoiceTotals,
  getTaxLabel,
  isOverOssThreshold,
  type InvoiceLineTotals,
  type InvoiceTotals,
  type TaxResult,
} from "@/lib/tax";
import { todayIso } from "./dates";
import type { InvoiceFormValues, InvoiceItemValues } from "./invoice-form-values";

export type LiveTaxInput = Pick<
  InvoiceFormValues,
  "vatScenario" | "supplyType" | "invoiceDate" | "language" | "taxCalculationType" | "userOverrideRate" | "customVatExplanation" | "items"
> &
  Partial<Pick<InvoiceFormValues, "currency">>;

/** The year's One-Stop-Shop figures (GET /api/tax/oss), when this sale counts towards the threshold. */
export type OssThresholdState = { exceeded: boolean; total: string };

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

type PricedLine = { index: number; description: string; quantity: number; unit: ItemUnit | null; rate: string };

/**
 * A row the arithmetic can use, read by the item's own field schemas (the rules the server applies):
 * a valid quantity and a valid price, an empty price counting as 0 while the user types.
 */
function toLine(fields: InvoiceFields, item: InvoiceItemValues, index: number): PricedLine | null {
  const quantity = fields.item.quantity.safeParse(item.quantity);
  const price = fields.item.unitPrice.safeParse(item.price);
  if (!quantity.success || quantity.data === null || !price.success) return null;
  const unit = fields.item.unit.safeParse(item.unit);
  return {
    index,
    description: item.description.trim(),
    quantity: quantity.data,
    unit: unit.success ? unit.data : null,
    rate: price.data ?? "0.00",
  };
}

/** The computed lines put back at the rows they came from. */
function byRow(rowCount: number, lines: PricedLine[], totals: InvoiceTotals): (InvoiceLineTotals | null)[] {
  const rows: (InvoiceLineTotals | null)[] = Array.from({ length: rowCount }, () => null);
  lines.forEach((line, position) => (rows[line.index] = totals.items[position] ?? null));
  return rows;
}

export function taxParties(user: PublicUser, customer: Customer, overOssThreshold = false): TaxParties {
  return {
    supplier: {
      country: user.country,
      vatRegistered: user.vatRegistered,
      ossRegistered: user.ossRegistered,
      ownRate: user.vatRate ?? user.defaultVATRate,
      overOssThreshold,
    },
    customer: { country: customer.country, customerType: customer.customerType, vatNumber: customer.vatNumber },
  };
}

// The engine refuses "custom" without wording; the preview shows the rate before the user has typed it.
const PREVIEW_EXPLANATION = "…";

/**
 * What the form shows live, computed by the same `computeInvoiceTax` the server runs on submit,
 * so the preview and the saved invoice can't disagree. Rows that can't be read yet are left out.
 */
export function computeLiveTax(
  user: PublicUser,
  customer: Customer | undefined,
  values: LiveTaxInput,
  threshold: OssThresholdState | null = null,
): LiveTax {
  const fields = invoiceFields(getTaxLabel(user.country));
  const lines = values.items.flatMap((item, index) => toLine(fields, item, index) ?? []);
  const untaxed = calculateInvoiceTotals({ items: lines, taxRate: "0" });
  const wantsOverride = values.taxCalculationType === "manual_override";
  const override = fields.userOverrideRate.safeParse(values.userOverrideRate);
  const overrideRate = override.success ? override.data : null;
  const isOverrideValid = !wantsOverride || overrideRate !== null;
  const empty: LiveTax = {
    lines: byRow(values.items.length, lines, untaxed),
    subtotal: untaxed.subtotal,
    tax: null,
    totals: null,
    automaticRate: null,
    isOverrideValid,
  };
  if (!customer) return empty;

  const explanation = values.customVatExplanation.trim();
  const choice: InvoiceTaxFields = {
    vatScenario: values.vatScenario || "auto",
    supplyType: values.supplyType,
    invoiceDate: isCalendarDate(values.invoiceDate) ? values.invoiceDate : null,
    language: values.language,
    taxCalculationType: "automatic",
    userOverrideRate: null,
    customVatExplanation: explanation || PREVIEW_EXPLANATION,
    items: lines,
  };
  const defaults = { invoiceDate: todayIso(), language: values.language, supplyType: values.supplyType };
  try {
    // Over the EUR 10 000 of Art. 59c with this sale, as the server will find (an amount in another
    // currency counts once the server converts it: the crossing sale may then show the home rate here).
    const supplyAmount = values.currency === "EUR" ? untaxed.subtotal : "0";
    const isOver =
      threshold !== null &&
      (threshold.exceeded || isOverOssThreshold({ previousYearTotal: "0", totalBefore: threshold.total, supplyAmount }));
    const parties = taxParties(user, customer, isOver);
    const automatic = computeInvoiceTax(parties, taxChoiceOf(choice, defaults));
    const useOverride = wantsOverride && isOverrideValid;
    const { tax, totals } = useOverride
      ? computeInvoiceTax(
          parties,
          taxChoiceOf({ ...choice, taxCalculationType: "manual_override", userOverrideRate: overrideRate }, defaults),
        )
      : automatic;
    const shownTax = values.vatScenario === "custom" && !explanation ? { ...tax, explanation: "" } : tax;
    return { ...empty, lines: byRow(values.items.length, lines, totals), tax: shownTax, totals, automaticRate: automatic.tax.rate };
  } catch {
    // A country the engine does not know or a date it can't read: show the subtotal only.
    return empty;
  }
}

/**
 * The tax and every amount of the invoice as submitted: the form schema's output through
 * `computeInvoiceTax`, exactly as the server will compute them. Null without a customer, or when
 * the engine can't place the parties (the server then answers the problem).
 */
export function computeSubmittedTax(user: PublicUser, customer: Customer | undefined, data: InvoiceFormData) {
  if (!customer) return null;
  try {
    return computeInvoiceTax(
      taxParties(user, customer),
      taxChoiceOf(data, { invoiceDate: todayIso(), language: data.language, supplyType: data.supplyType }),
    );
  } catch {
    return null;
  }
}
