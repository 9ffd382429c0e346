import { defaultInvoiceValues, EMPTY_ITEM, type InvoiceFormValues } from "@/components/invoices/create/invoice-form-values";
import { addDaysIso } from "@/components/invoices/create/dates";
import type { PublicUser } from "@/lib/auth/public-user";
import type { QuoteJson } from "@/lib/quotes/quote-json";

/** The quote form's days: the quote's date is the invoice form's invoice date; validUntil is its own. */
export const QUOTE_VALID_DAYS = 30;

/**
 * A new quote: the invoice form's defaults (the profile's currency, language, supply type, and its
 * bank details as payment instructions, which the invoice made from the quote will carry), with no
 * due date: a quote has its last valid day instead.
 */
export function newQuoteValues(user: PublicUser): { values: InvoiceFormValues; validUntil: string } {
  const values = { ...defaultInvoiceValues(user), dueDate: "" };
  return { values, validUntil: addDaysIso(values.invoiceDate, QUOTE_VALID_DAYS) };
}

/** An existing quote's request (`input`) as the form's inputs hold it, to edit it. */
export function quoteFormValues(user: PublicUser, quote: QuoteJson): { values: InvoiceFormValues; validUntil: string } {
  const base = defaultInvoiceValues(user);
  const { input } = quote;
  const text = (value: string | null | undefined) => value ?? "";
  return {
    values: {
      ...base,
      customerId: input.customerId,
      number: "",
      invoiceDate: quote.quoteDate,
      dueDate: "",
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
        price: item.rate,
      })),
    },
    validUntil: quote.validUntil,
  };
}
