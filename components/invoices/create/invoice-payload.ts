import type { PublicUser } from "@/lib/auth/public-user";
import type { computeInvoiceTax } from "@/lib/invoices/compute-invoice-tax";
import type { InvoiceFormData, InvoicePayload } from "@/lib/invoices/schemas";

/** The wire names of SPEC section 3; the form's "price" is the item's "rate". */
export type InvoiceRequestBody = InvoicePayload & Record<string, unknown>;

type ComputedTax = ReturnType<typeof computeInvoiceTax>;

/**
 * The body of POST /api/invoices (SPEC sections 3 and 7), from what the form's schema made of the
 * inputs (blank rows dropped, amounts written "100.00"). The amounts, the tax and the countries
 * are sent as the spec lists them; the server ignores them and recomputes every one. The number is
 * sent only when the user typed one: the previewed number goes as "" and the server gives out the
 * next of the sequence, so two tabs showing the same preview never collide.
 */
export function toInvoicePayload(
  data: InvoiceFormData,
  computed: ComputedTax | null,
  user: PublicUser,
  previewNumber: string | null = null,
): InvoiceRequestBody {
  const isManual = data.taxCalculationType === "manual_override";
  const tax = computed?.tax ?? null;
  const totals = computed?.totals ?? null;
  return {
    customerId: data.customerId,
    number: data.number && data.number !== previewNumber ? data.number : "",
    invoiceDate: data.invoiceDate,
    dueDate: data.dueDate,
    supplyDate: data.supplyDate,
    currency: data.currency,
    language: data.language,
    template: user.defaultTemplate,
    notes: data.notes ?? "",
    paymentInstructions: data.paymentInstructions ?? "",
    taxCalculationType: data.taxCalculationType,
    userOverrideRate: isManual ? data.userOverrideRate : null,
    vatScenario: data.vatScenario,
    customVatExplanation: data.vatScenario === "custom" ? data.customVatExplanation : null,
    supplyType: data.supplyType,
    exchangeRate: data.exchangeRate,
    invoiceType: "us_worldwide",
    countryPreset: "global",
    paymentMethod: "bank_transfer",
    items: data.items.map((item, index) => {
      const line = totals?.items[index];
      return {
        description: item.description,
        quantity: item.quantity,
        unit: item.unit,
        rate: item.rate,
        amount: line?.amount ?? null,
        taxRate: line?.taxRate ?? null,
        taxAmount: line?.taxAmount ?? null,
      };
    }),
    subtotal: totals?.subtotal ?? null,
    taxRate: tax?.rate ?? null,
    tax: totals?.tax ?? null,
    total: totals?.total ?? null,
    taxExplanation: tax?.explanation ?? null,
    reverseCharge: tax?.reverseCharge ?? false,
    supplierCountry: user.country,
    supplierVatRegistered: user.vatRegistered,
  };
}
