import type { PublicUser } from "@/lib/auth/public-user";
import { createInvoiceSchema, type InvoicePayload } from "@/lib/invoices/schemas";
import type { InvoiceFormValues } from "./invoice-form-values";
import type { LiveTax } from "./live-tax";

/** The wire names of SPEC section 3; the form's "price" is the item's "rate". */
export type InvoiceRequestBody = InvoicePayload & Record<string, unknown>;

const quantityOf = (value: string) => (/^\s*\d+\s*$/.test(value) ? Number(value) : value);

/**
 * The body of POST /api/invoices (SPEC sections 3 and 7). The amounts, the tax and the countries
 * are sent as the spec lists them; the server ignores them and recomputes every one.
 */
export function toInvoicePayload(values: InvoiceFormValues, live: LiveTax, user: PublicUser): InvoiceRequestBody {
  const isManual = values.taxCalculationType === "manual_override";
  return {
    customerId: values.customerId,
    number: values.number.trim(),
    invoiceDate: values.invoiceDate,
    dueDate: values.dueDate,
    currency: values.currency,
    language: values.language,
    template: user.defaultTemplate,
    notes: values.notes,
    paymentInstructions: values.paymentInstructions,
    taxCalculationType: values.taxCalculationType,
    userOverrideRate: isManual ? values.userOverrideRate.trim() : null,
    vatScenario: values.vatScenario,
    customVatExplanation: values.vatScenario === "custom" ? values.customVatExplanation : null,
    supplyType: values.supplyType,
    invoiceType: "us_worldwide",
    countryPreset: "global",
    paymentMethod: "bank_transfer",
    items: values.items.map((item, index) => {
      const line = live.lines[index];
      return {
        description: item.description.trim(),
        quantity: quantityOf(item.quantity),
        rate: item.price.trim(),
        amount: line?.amount ?? null,
        taxRate: live.tax ? (line?.taxRate ?? null) : null,
        taxAmount: live.tax ? (line?.taxAmount ?? null) : null,
      };
    }),
    subtotal: live.totals?.subtotal ?? live.subtotal,
    taxRate: live.tax?.rate ?? null,
    tax: live.totals?.tax ?? null,
    total: live.totals?.total ?? null,
    taxExplanation: live.tax?.explanation ?? null,
    reverseCharge: live.tax?.reverseCharge ?? false,
    supplierCountry: user.country,
    supplierVatRegistered: user.vatRegistered,
  };
}

/**
 * Every problem with the payload, by the schema POST /api/invoices uses, each text once and in the
 * schema's order; an empty list when it would be accepted.
 */
export function findInvoiceProblems(payload: InvoiceRequestBody, taxLabel: string): string[] {
  const result = createInvoiceSchema(taxLabel).safeParse(payload);
  if (result.success) return [];
  return [...new Set(result.error.issues.map((issue) => issue.message))];
}
