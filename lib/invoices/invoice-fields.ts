import { z } from "zod";
import {
  CURRENCIES,
  INVOICE_LANGUAGES,
  parseDecimal,
  RATE_DECIMALS,
  serializeAmount,
  toDecimal,
  type Decimal,
  type DecimalParseResult,
} from "@/lib/money";
import {
  LINE_LIMITS,
  parseTaxRate,
  readQuantity,
  readUnitPrice,
  serializeRate,
  SUPPLY_TYPES,
  TAX_SCENARIOS,
  type TaxScenario,
} from "@/lib/tax";
import { choice, optionalText, requiredText, text } from "@/lib/validation/fields";
import { grouped, plainErrors, plainText } from "@/lib/validation/plain-messages";
import { INVOICE_TEMPLATE_IDS } from "./templates";
import { isItemUnit, ITEM_UNITS, type ItemUnit } from "./item-units";

/**
 * One schema per invoice field, as the form holds it (strings in inputs, "" for "none"). The
 * server's schema and the form's schema are both composed of these (schemas.ts); the JSON side
 * only adds what a JSON client may also send (null, numbers). Each schema words its own errors:
 * the field and its limit, or the spec's text where SPEC.md has one.
 */

export const MAX_ITEMS = 200;
export const INVOICE_TEXT_LIMITS = {
  number: 40,
  description: 500,
  customExplanation: 1000,
  notes: 2000,
  paymentInstructions: 2000,
} as const;

export const INVOICE_ERROR_PREFIX = "Please fix the following issues before creating the invoice:";

/**
 * What is written with the invoice's fields: an invoice, or a quote (issue #28), which takes the
 * same fields and rules but must not be called an invoice in what the user reads.
 */
export type DocumentKind = "invoice" | "quote";

/** The words that differ between the kinds; the rest of every message is the same. */
export const DOCUMENT_WORDS = {
  invoice: {
    noun: "invoice",
    dateLabel: "Invoice date",
    problemsTitle: INVOICE_ERROR_PREFIX,
    customer: "Please select a customer from the dropdown. You cannot create an invoice without specifying who you're billing.",
  },
  quote: {
    noun: "quote",
    dateLabel: "Quote date",
    problemsTitle: "Please fix the following issues before saving the quote:",
    customer: "Please select a customer from the dropdown. You cannot create a quote without specifying who it is for.",
  },
} as const satisfies Record<DocumentKind, Record<string, string>>;

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/**
 * Every text of the invoice schema. The first four are SPEC section 5's, word for word; {tax} is
 * the supplier country's tax label. A quote's name the quote where an invoice's name the invoice.
 */
export const invoiceMessages = (tax: string, kind: DocumentKind = "invoice") => ({
  customer: DOCUMENT_WORDS[kind].customer,
  scenario: `Please select a ${tax} scenario from the dropdown. This is required for tax compliance and legal documentation.`,
  customExplanation: `Please provide a custom ${tax} explanation when using the custom scenario.`,
  items: "Please add at least one work item with description, quantity, and price.",
  // Issue #28 widens SPEC section 5's whole-number rule for hourly billing (7.5 hours).
  quantity: `Quantity must be above 0 and at most ${grouped(LINE_LIMITS.maxQuantity)}, with at most ${LINE_LIMITS.quantityDecimals} decimals`,
  priceRequired: "Price is required for every item with a description",
  overrideRate: `Please enter a ${tax} rate from 0 to 100 (at most two decimals)`,
  dueDate: "Due date can't be before the invoice date",
  tooManyItems: `${kind === "invoice" ? "An invoice" : capitalised(`a ${DOCUMENT_WORDS[kind].noun}`)} can have at most ${MAX_ITEMS} items`,
});

export type InvoiceMessages = ReturnType<typeof invoiceMessages>;

/**
 * A real calendar day written YYYY-MM-DD ("2026-02-30" is not one).
 *
 * @example
 * isCalendarDate("2028-02-29") // true
 * isCalendarDate("2026-02-29") // false
 */
export function isCalendarDate(value: unknown): value is string {
  if (typeof value !== "string" || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** The years a date of ours may name (issue #26 finding 7: year 0000 was a 500, payments took any year). */
export const FIRST_DATE = "2000-01-01";
export const LAST_DATE = "2099-12-31";

/** Within FIRST_DATE…LAST_DATE (ISO dates compare as text). */
export function isDateInRange(value: string): boolean {
  return value >= FIRST_DATE && value <= LAST_DATE;
}

export const dateRangeMessage = (label: string) => `${label} must be between ${FIRST_DATE} and ${LAST_DATE}`;

const dateField = (label: string) =>
  z
    .string({ error: plainErrors(label) })
    .trim()
    .refine((value) => value === "" || isCalendarDate(value), `${label} must be a date written as YYYY-MM-DD`)
    .refine((value) => value === "" || !isCalendarDate(value) || isDateInRange(value), dateRangeMessage(label))
    .transform((value) => value || null);

/**
 * A decimal typed into an input: "" is none (null); anything else is read by `read` and written
 * back in the wire format ("7.5" → "7.50"), or refused with the reason and the limit.
 */
function decimalField(
  label: string,
  read: (value: string) => DecimalParseResult,
  limits: { min: string; max: string },
  write: (value: Decimal) => string,
) {
  const messages = {
    not_a_number: `${label} must be a number`,
    too_many_decimals: `${label} can have at most two decimals`,
    below_minimum: plainText.atLeast(label, limits.min),
    above_maximum: plainText.atMost(label, limits.max),
  };
  return z
    .string({ error: plainErrors(label) })
    .trim()
    .transform((value, ctx) => {
      if (value === "") return null;
      const result = read(value);
      if (result.ok) return write(result.value);
      ctx.addIssue({ code: "custom", message: messages[result.reason] });
      return z.NEVER;
    });
}

/** Above 0, at most 1,000,000, at most three decimals (lib/tax LINE_LIMITS); "" is none (null). */
const quantityField = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .refine((value) => value === "" || readQuantity(value) !== null, message)
    .transform((value) => (value === "" ? null : readQuantity(value)));

/**
 * The exchange rate a user types instead of the ECB's (issue #29): units of the national currency
 * for one unit of the invoice's, above 0, at most six decimals; "" is none (null).
 */
const exchangeRateField = (label: string) =>
  z
    .string({ error: plainErrors(label) })
    .trim()
    .transform((value, ctx) => {
      if (value === "") return null;
      const result = parseDecimal(value, { maxDecimals: RATE_DECIMALS, max: "1000000" });
      if (result.ok && result.value.greaterThan(0)) return result.value.toFixed(RATE_DECIMALS);
      const reason = result.ok ? "below_minimum" : result.reason;
      const messages: Record<string, string> = {
        not_a_number: `${label} must be a number`,
        too_many_decimals: `${label} can have at most ${RATE_DECIMALS} decimals`,
        below_minimum: `${label} must be above 0`,
        above_maximum: plainText.atMost(label, "1000000"),
      };
      ctx.addIssue({ code: "custom", message: messages[reason] ?? `${label} must be a number` });
      return z.NEVER;
    });

const SCENARIO_CHOICES = ["", ...TAX_SCENARIOS] as const;
const UNIT_CHOICES = ["", "none", ...ITEM_UNITS] as const;

/** A line's unit (issue #28): one of ITEM_UNITS, or "" / "none" for none (null). */
const unitField = z
  .enum(UNIT_CHOICES, { error: `Unit must be one of: ${ITEM_UNITS.join(", ")} (or none)` })
  .optional()
  .transform((value): ItemUnit | null => (isItemUnit(value) ? value : null));

function buildInvoiceFields(taxLabel: string, kind: DocumentKind) {
  const messages = invoiceMessages(taxLabel, kind);
  return {
    messages,
    customerId: requiredText("Customer", 100, messages.customer),
    number: optionalText("Invoice number", INVOICE_TEXT_LIMITS.number),
    invoiceDate: dateField(DOCUMENT_WORDS[kind].dateLabel),
    dueDate: dateField("Due date"),
    /** Art. 226(7): the date of supply or of the service, where it differs from the invoice date; "" is the invoice date. */
    supplyDate: dateField("Delivery date"),
    currency: choice("Currency", CURRENCIES),
    language: choice("Language", INVOICE_LANGUAGES),
    template: choice("Template", INVOICE_TEMPLATE_IDS),
    supplyType: choice("Supply type", SUPPLY_TYPES),
    /** "" until the user picks one (the spec wants a deliberate choice); null or absent on the wire. */
    vatScenario: z
      .enum(SCENARIO_CHOICES, { error: messages.scenario })
      .refine((value): value is TaxScenario => value !== "", messages.scenario),
    taxCalculationType: choice("Tax calculation", ["automatic", "manual_override"]),
    userOverrideRate: decimalField(`${taxLabel} rate`, parseTaxRate, { min: "0", max: "100" }, serializeRate),
    customVatExplanation: optionalText(`Custom ${taxLabel} explanation`, INVOICE_TEXT_LIMITS.customExplanation),
    notes: optionalText("Notes", INVOICE_TEXT_LIMITS.notes),
    paymentInstructions: optionalText("Payment instructions", INVOICE_TEXT_LIMITS.paymentInstructions),
    exchangeRate: exchangeRateField("Exchange rate"),
    item: {
      description: text("Description", INVOICE_TEXT_LIMITS.description),
      quantity: quantityField(messages.quantity),
      unit: unitField,
      unitPrice: decimalField("Price", readUnitPrice, { min: LINE_LIMITS.minUnitPrice, max: LINE_LIMITS.maxUnitPrice }, serializeAmount),
    },
    /** Settings of the spec's payload (section 3) that only a JSON client sends. */
    wireText: (label: string) => text(label, 40),
  };
}

export type InvoiceFields = ReturnType<typeof buildInvoiceFields>;
const fieldsByTaxLabel = new Map<string, InvoiceFields>();

/**
 * The field schemas whose messages name this tax label (VAT, Sales Tax, GST…) and this kind of
 * document, built once per label and kind.
 */
export function invoiceFields(taxLabel: string, kind: DocumentKind = "invoice"): InvoiceFields {
  const key = `${kind}:${taxLabel}`;
  let fields = fieldsByTaxLabel.get(key);
  if (!fields) {
    fields = buildInvoiceFields(taxLabel, kind);
    fieldsByTaxLabel.set(key, fields);
  }
  return fields;
}

/** One row of items after its fields were read: quantity and price are null while left empty. */
export type ItemRow = { description: string; quantity: number | null; unit: ItemUnit | null; rate: string | null };
/** A line of the invoice: what the arithmetic (lib/tax calculateInvoiceTotals) takes, and its unit. */
export type InvoiceLine = { description: string; quantity: number; unit: ItemUnit | null; rate: string };

/** A row the user added and left empty (no description, no price): ignored rather than refused. */
export function isBlankRow(row: ItemRow): boolean {
  return row.description === "" && (row.rate === null || toDecimal(row.rate).isZero());
}

const isPositive = (rate: string | null) => rate !== null && toDecimal(rate).greaterThan(0);

/**
 * The rules over the rows (SPEC section 5): at least one line with a description, a quantity and
 * a price above 0; every other row that is not blank needs a description, a quantity and a price.
 * `priceKey` is where the price sits: "price" in the form, "rate" on the wire.
 */
export function checkItemRows(messages: InvoiceMessages, priceKey: "price" | "rate") {
  return (rows: ItemRow[], ctx: z.core.$RefinementCtx<ItemRow[]>) => {
    const lines = rows.flatMap((row, index) => (isBlankRow(row) ? [] : [{ row, index }]));
    if (!lines.some(({ row }) => row.description !== "" && isPositive(row.rate))) {
      ctx.addIssue({ code: "custom", message: messages.items });
      return;
    }
    for (const { row, index } of lines) {
      if (row.description === "") ctx.addIssue({ code: "custom", path: [index, "description"], message: messages.items });
      if (row.quantity === null) ctx.addIssue({ code: "custom", path: [index, "quantity"], message: messages.quantity });
      if (row.rate === null) ctx.addIssue({ code: "custom", path: [index, priceKey], message: messages.priceRequired });
    }
  };
}

/** The lines of the invoice: blank rows dropped (checkItemRows has made sure the others are complete). */
export function toInvoiceLines(rows: ItemRow[]): InvoiceLine[] {
  return rows.flatMap((row) => {
    const { description, quantity, unit, rate } = row;
    return quantity === null || rate === null || isBlankRow(row) ? [] : [{ description, quantity, unit, rate }];
  });
}

/** Fields the rules between fields read; any of them may have failed its own schema (all problems show together). */
type CrossFields = {
  vatScenario?: unknown;
  customVatExplanation?: unknown;
  taxCalculationType?: unknown;
  userOverrideRate?: unknown;
  invoiceDate?: unknown;
  dueDate?: unknown;
};

/**
 * The rules between fields: the custom scenario needs its explanation, a manual override needs a
 * rate, the due date can't come before the invoice date. They run even when a field failed its own
 * schema, so they read values defensively: a field that failed never adds a second message here.
 */
export function checkInvoiceFields(messages: InvoiceMessages) {
  return (data: CrossFields, ctx: z.core.$RefinementCtx) => {
    const fail = (path: string, message: string) => ctx.addIssue({ code: "custom", path: [path], message });
    if (data.vatScenario === "custom" && (data.customVatExplanation === null || data.customVatExplanation === undefined)) {
      fail("customVatExplanation", messages.customExplanation);
    }
    if (data.taxCalculationType === "manual_override" && (data.userOverrideRate === null || data.userOverrideRate === undefined)) {
      fail("userOverrideRate", messages.overrideRate);
    }
    if (isCalendarDate(data.invoiceDate) && isCalendarDate(data.dueDate) && data.dueDate < data.invoiceDate)
      fail("dueDate", messages.dueDate);
  };
}

/** Whether the rules between fields can read the value at all (not when the body is no object). */
export const isObjectPayload = (payload: { value: unknown }) => typeof payload.value === "object" && payload.value !== null;
