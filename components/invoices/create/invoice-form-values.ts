import type { Control, UseFormReturn } from "react-hook-form";
import type { PublicUser } from "@/lib/auth/public-user";
import type { InvoiceFormData, InvoiceFormValues } from "@/lib/invoices/schemas";
import { CURRENCIES, type Currency } from "@/lib/money";
import { addDaysIso, DUE_DAYS, todayIso } from "./dates";

/**
 * What the form edits, as its inputs hold it (strings; vatScenario "" until the user picks one):
 * the input of the form's schema (lib/invoices/schemas.ts), so the two can't drift apart.
 */
export type { InvoiceFormValues };
export type InvoiceItemValues = InvoiceFormValues["items"][number];
/** The form as react-hook-form holds it: the inputs' values, validated into InvoiceFormData. */
export type InvoiceFormApi = UseFormReturn<InvoiceFormValues, unknown, InvoiceFormData>;
export type InvoiceFormControl = Control<InvoiceFormValues, unknown, InvoiceFormData>;

export const EMPTY_ITEM: InvoiceItemValues = { description: "", quantity: "1", unit: "", price: "" };

type BankDetails = Pick<PublicUser, "bankName" | "bankAccountNumber" | "iban" | "swiftCode" | "routingNumber" | "paypalEmail">;

const PAYMENT_LINES: [keyof BankDetails, string][] = [
  ["bankName", "Bank"],
  ["bankAccountNumber", "Account number"],
  ["iban", "IBAN"],
  ["swiftCode", "SWIFT/BIC"],
  ["routingNumber", "Routing number"],
  ["paypalEmail", "PayPal"],
];

/**
 * The profile's banking details, one line each, only those filled in.
 *
 * @example
 * paymentInstructionsFrom({ bankName: "Nordbanken", iban: "SE45…", … }) // "Bank: Nordbanken\nIBAN: SE45…"
 */
export function paymentInstructionsFrom(user: BankDetails): string {
  return PAYMENT_LINES.flatMap(([field, label]) => {
    const value = user[field]?.trim();
    return value ? [`${label}: ${value}`] : [];
  }).join("\n");
}

function defaultCurrency(user: PublicUser): Currency {
  return (CURRENCIES as readonly string[]).includes(user.defaultCurrency) ? user.defaultCurrency : "USD";
}

/** A new draft: today, due in 30 days, the profile's currency, language, supply type and bank details. */
export function defaultInvoiceValues(user: PublicUser, now: Date = new Date()): InvoiceFormValues {
  const invoiceDate = todayIso(now);
  return {
    customerId: "",
    number: "",
    invoiceDate,
    dueDate: addDaysIso(invoiceDate, DUE_DAYS),
    // Empty: the date of supply is the invoice date (art. 226(7)).
    supplyDate: "",
    currency: defaultCurrency(user),
    language: user.defaultLanguage,
    supplyType: user.supplyType,
    vatScenario: "",
    taxCalculationType: "automatic",
    userOverrideRate: "",
    customVatExplanation: "",
    notes: "",
    paymentInstructions: paymentInstructionsFrom(user),
    exchangeRate: "",
    items: [{ ...EMPTY_ITEM }],
  };
}
