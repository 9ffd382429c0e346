import type { InvoiceLanguage } from "@/lib/money";
import type { InvoiceJson } from "./invoice-json";

/** The printed names of the payment details, in the invoice's language. */
export interface PaymentDetailLabels {
  bank: string;
  accountNumber: string;
  iban: string;
  swift: string;
  routingNumber: string;
  paypal: string;
}

/** One translation, used by the PDF and by the mail that carries it, so both say the same. */
export const PAYMENT_DETAIL_LABELS: Readonly<Record<InvoiceLanguage, PaymentDetailLabels>> = {
  en: {
    bank: "Bank",
    accountNumber: "Account number",
    iban: "IBAN",
    swift: "SWIFT/BIC",
    routingNumber: "Routing number",
    paypal: "PayPal",
  },
  sv: { bank: "Bank", accountNumber: "Kontonummer", iban: "IBAN", swift: "SWIFT/BIC", routingNumber: "Routingnummer", paypal: "PayPal" },
  de: { bank: "Bank", accountNumber: "Kontonummer", iban: "IBAN", swift: "SWIFT/BIC", routingNumber: "Routing-Nummer", paypal: "PayPal" },
};

/**
 * The supplier's payment details as copied onto the invoice, in the order a payer needs them, each
 * with its label: the filled-in ones, trimmed. One list, so the PDF and the mail that carries it
 * always name the same details.
 */
export function paymentDetails(supplier: InvoiceJson["supplier"], labels: PaymentDetailLabels): [label: string, value: string][] {
  const fields: [string, string | null][] = [
    [labels.bank, supplier.bankName],
    [labels.accountNumber, supplier.bankAccountNumber],
    [labels.iban, supplier.iban],
    [labels.swift, supplier.swiftCode],
    [labels.routingNumber, supplier.routingNumber],
    [labels.paypal, supplier.paypalEmail],
  ];
  return fields.flatMap(([label, value]) => (value?.trim() ? [[label, value.trim()] as [string, string]] : []));
}
