import type { PublicUser } from "@/lib/auth/public-user";
import { CURRENCIES, type Currency, type InvoiceLanguage } from "@/lib/money";
import type { SupplyType, TaxScenario } from "@/lib/tax";
import { addDaysIso, DUE_DAYS, todayIso } from "./dates";

export type InvoiceItemValues = { description: string; quantity: string; price: string };

/** What the form edits, as its inputs hold it (strings); the payload is built from it on submit. */
export type InvoiceFormValues = {
  customerId: string;
  number: string;
  invoiceDate: string;
  dueDate: string;
  currency: Currency;
  language: InvoiceLanguage;
  supplyType: SupplyType;
  /** "" until the user picks one: the spec wants a deliberate choice. */
  vatScenario: TaxScenario | "";
  taxCalculationType: "automatic" | "manual_override";
  userOverrideRate: string;
  customVatExplanation: string;
  notes: string;
  paymentInstructions: string;
  items: InvoiceItemValues[];
};

export const EMPTY_ITEM: InvoiceItemValues = { description: "", quantity: "1", price: "" };

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
    currency: defaultCurrency(user),
    language: user.defaultLanguage,
    supplyType: user.supplyType,
    vatScenario: "",
    taxCalculationType: "automatic",
    userOverrideRate: "",
    customVatExplanation: "",
    notes: "",
    paymentInstructions: paymentInstructionsFrom(user),
    items: [{ ...EMPTY_ITEM }],
  };
}
