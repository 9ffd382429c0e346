import { z } from "zod";
import { CURRENCIES, INVOICE_LANGUAGES, parseAmount } from "@/lib/money";
import { isTaxScenario, parseTaxRate, SUPPLY_TYPES } from "@/lib/tax";
import { INVOICE_TEMPLATE_IDS } from "./templates";

export const MAX_ITEMS = 200;

/** The spec's texts (SPEC section 5); {tax} is the supplier country's tax label (VAT, Sales Tax, GST…). */
export const invoiceMessages = (tax: string) => ({
  customer: "Please select a customer from the dropdown. You cannot create an invoice without specifying who you're billing.",
  scenario: `Please select a ${tax} scenario from the dropdown. This is required for tax compliance and legal documentation.`,
  customExplanation: `Please provide a custom ${tax} explanation when using the custom scenario.`,
  items: "Please add at least one work item with description, quantity, and price.",
  quantity: "Quantity must be a whole number of at least 1.",
  price: "Price must be a number of at least 0 with at most two decimals.",
  overrideRate: "Please enter a tax rate between 0 and 100 (at most two decimals).",
  dueDate: "The due date can't be before the invoice date.",
  date: "Please enter dates as YYYY-MM-DD.",
});

export const INVOICE_ERROR_PREFIX = "Please fix the following issues before creating the invoice:";

const isoDate = z.string().trim().regex(/^\d{4}-\d{2}-\d{2}$/).refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)));
const optionalText = (max: number) => z.string().trim().max(max).nullish().transform((value) => value || null);

const itemSchema = z.object({
  description: z.string().trim().max(500).default(""),
  quantity: z.union([z.number(), z.string()]).default(1),
  // The form calls it "price"; the wire calls it "rate" (SPEC section 3). Either is accepted.
  rate: z.union([z.string(), z.number()]).optional(),
  price: z.union([z.string(), z.number()]).optional(),
});

/**
 * The invoice schema whose messages name this tax label, built once per label (there are five):
 * building a zod object schema and its first parse cost ≈ 1.3 ms, a parse with a built one 25 µs.
 */
export function createInvoiceSchema(taxLabel: string): InvoiceSchema {
  let schema = schemasByTaxLabel.get(taxLabel);
  if (!schema) {
    schema = buildInvoiceSchema(taxLabel);
    schemasByTaxLabel.set(taxLabel, schema);
  }
  return schema;
}

type InvoiceSchema = ReturnType<typeof buildInvoiceSchema>;
const schemasByTaxLabel = new Map<string, InvoiceSchema>();

/**
 * The invoice payload of SPEC sections 3 and 7, for the form and POST /api/invoices. Amounts the
 * client sends (amount, taxAmount, subtotal, tax, total, taxExplanation) are not part of it: the
 * server recomputes every one. All problems are reported together, as the form shows them.
 */
function buildInvoiceSchema(taxLabel: string) {
  const messages = invoiceMessages(taxLabel);
  return z
    .object({
      customerId: z.string().trim().nullish(),
      number: z.string().trim().max(40).nullish().transform((value) => value || null),
      invoiceDate: isoDate.nullish(),
      dueDate: isoDate.nullish(),
      currency: z.enum(CURRENCIES).nullish(),
      language: z.enum(INVOICE_LANGUAGES).nullish(),
      template: z.enum(INVOICE_TEMPLATE_IDS).nullish(),
      notes: optionalText(2000),
      paymentInstructions: optionalText(2000),
      taxCalculationType: z.enum(["automatic", "manual_override"]).default("automatic"),
      userOverrideRate: z.union([z.string(), z.number()]).nullish(),
      vatScenario: z.string().trim().nullish(),
      customVatExplanation: optionalText(1000),
      supplyType: z.enum(SUPPLY_TYPES).nullish(),
      invoiceType: z.string().trim().max(40).default("us_worldwide"),
      countryPreset: z.string().trim().max(40).default("global"),
      paymentMethod: z.string().trim().max(40).default("bank_transfer"),
      items: z.array(itemSchema).max(MAX_ITEMS).default([]),
    })
    .superRefine((data, ctx) => {
      const fail = (path: string, message: string) => ctx.addIssue({ code: "custom", path: [path], message });
      if (!data.customerId) fail("customerId", messages.customer);
      if (!data.vatScenario || !isTaxScenario(data.vatScenario)) fail("vatScenario", messages.scenario);
      if (data.vatScenario === "custom" && !data.customVatExplanation) fail("customVatExplanation", messages.customExplanation);
      if (data.taxCalculationType === "manual_override" && !parseTaxRate(data.userOverrideRate).ok) fail("userOverrideRate", messages.overrideRate);
      if (data.invoiceDate && data.dueDate && data.dueDate < data.invoiceDate) fail("dueDate", messages.dueDate);

      const lines = data.items.filter((item) => !isBlankRow(item));
      const complete = lines.filter((item) => item.description && isPositive(item.rate ?? item.price));
      if (complete.length === 0) return fail("items", messages.items);
      lines.forEach((item) => {
        if (!item.description) fail("items", messages.items);
        if (!isWholeQuantity(item.quantity)) fail("items", messages.quantity);
        if (!parseAmount(item.rate ?? item.price, { min: 0 }).ok) fail("items", messages.price);
      });
    })
    .transform((data) => ({
      ...data,
      vatScenario: data.vatScenario as string,
      customerId: data.customerId as string,
      items: data.items.filter((item) => !isBlankRow(item)).map((item) => ({
        description: item.description,
        quantity: Number(item.quantity),
        rate: String(item.rate ?? item.price),
      })),
    }));
}

export type InvoicePayload = z.input<InvoiceSchema>;
export type InvoiceData = z.output<InvoiceSchema>;

/** A row the user added and left empty: ignored rather than refused. */
function isBlankRow(item: { description: string; rate?: string | number; price?: string | number }): boolean {
  const price = item.rate ?? item.price;
  return !item.description && (price === undefined || price === "" || Number(price) === 0);
}

function isWholeQuantity(value: unknown): boolean {
  const number = typeof value === "string" && /^\s*\d+\s*$/.test(value) ? Number(value) : value;
  return typeof number === "number" && Number.isSafeInteger(number) && number >= 1 && number <= 1_000_000;
}

function isPositive(value: unknown): boolean {
  const parsed = parseAmount(value, { min: 0 });
  return parsed.ok && parsed.value.greaterThan(0);
}
