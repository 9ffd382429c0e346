import { defaultInvoiceValues, EMPTY_ITEM, type InvoiceFormValues } from "@/components/invoices/create/invoice-form-values";
import type { PublicUser } from "@/lib/auth/public-user";
import type { InvoiceData } from "@/lib/invoices/schemas";

/** The fields of a stored request that the form edits: a quote's `input`, a schedule's invoice. */
export type StoredRequest = Omit<InvoiceData, "number" | "invoiceDate" | "dueDate">;

/**
 * A stored request as the form's inputs hold it (strings, "" for none, the line's "price"), to
 * edit it: a quote, or a recurring invoice's lines and fields. The dates are the form's own.
 */
export function formValuesOfRequest(
  user: PublicUser,
  input: StoredRequest,
  dates: { invoiceDate: string; dueDate: string },
): InvoiceFormValues {
  const base = defaultInvoiceValues(user);
  const text = (value: string | null | undefined) => value ?? "";
  return {
    ...base,
    customerId: input.customerId,
    number: "",
    invoiceDate: dates.invoiceDate,
    dueDate: dates.dueDate,
    supplyDate: text(input.supplyDate),
    currency: (input.currency ?? base.currency) as InvoiceFormValues["currency"],
    language: (input.language ?? base.language) as InvoiceFormValues["language"],
    supplyType: (input.supplyType ?? base.supplyType) as InvoiceFormValues["supplyType"],
    vatScenario: input.vatScenario,
    taxCalculationType: input.taxCalculationType,
    userOverrideRate: text(input.userOverrideRate),
    customVatExplanation: text(input.customVatExplanation),
    notes: text(input.notes),
    paymentInstructions: text(input.paymentInstructions),
    exchangeRate: text(input.exchangeRate),
    items: input.items.map((item) => ({
      ...EMPTY_ITEM,
      description: item.description,
      quantity: String(item.quantity),
      unit: item.unit ?? "",
      price: item.rate,
    })),
  };
}
