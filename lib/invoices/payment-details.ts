import type { InvoiceLanguage } from "@/lib/money";
import { formatPaymentReference, kindOfReference } from "@/lib/payments/payment-reference";
import { formatIban } from "@/lib/profile/iban";
import type { InvoiceJson } from "./invoice-json";

/** The printed names of the payment details, in the invoice's language. */
export interface PaymentDetailLabels {
  bank: string;
  accountNumber: string;
  iban: string;
  swift: string;
  routingNumber: string;
  paypal: string;
  bankgiro: string;
  plusgiro: string;
  /** The payment reference's label: an OCR number, or an RF creditor reference (issue #27). */
  ocr: string;
  paymentReference: string;
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
    bankgiro: "Bankgiro",
    plusgiro: "Plusgiro",
    ocr: "OCR",
    paymentReference: "Reference",
  },
  sv: {
    bank: "Bank",
    accountNumber: "Kontonummer",
    iban: "IBAN",
    swift: "SWIFT/BIC",
    routingNumber: "Routingnummer",
    paypal: "PayPal",
    bankgiro: "Bankgiro",
    plusgiro: "Plusgiro",
    ocr: "OCR",
    paymentReference: "Referens",
  },
  de: {
    bank: "Bank",
    accountNumber: "Kontonummer",
    iban: "IBAN",
    swift: "SWIFT/BIC",
    routingNumber: "Routing-Nummer",
    paypal: "PayPal",
    bankgiro: "Bankgiro",
    plusgiro: "Plusgiro",
    ocr: "OCR",
    paymentReference: "Zahlungsreferenz",
  },
};

/**
 * The supplier's payment details as copied onto the invoice, in the order a payer needs them, each
 * with its label: the filled-in ones, trimmed. One list, so the PDF and the mail that carries it
 * always name the same details. The IBAN prints in groups of four, as Settings shows it and banks
 * write it (stored compact). The payment reference comes last, right under the accounts it is
 * for ("OCR" for an OCR number, "Reference" for an RF reference).
 */
export function paymentDetails(
  invoice: Pick<InvoiceJson, "supplier" | "paymentReference">,
  labels: PaymentDetailLabels,
): [label: string, value: string][] {
  const { supplier, paymentReference } = invoice;
  const referenceLabel = paymentReference && kindOfReference(paymentReference) === "ocr" ? labels.ocr : labels.paymentReference;
  const fields: [string, string | null][] = [
    [labels.bank, supplier.bankName],
    [labels.accountNumber, supplier.bankAccountNumber],
    [labels.iban, supplier.iban?.trim() ? formatIban(supplier.iban.trim()) : null],
    [labels.swift, supplier.swiftCode],
    [labels.routingNumber, supplier.routingNumber],
    [labels.bankgiro, supplier.bankgiro],
    [labels.plusgiro, supplier.plusgiro],
    [labels.paypal, supplier.paypalEmail],
    [referenceLabel, paymentReference && formatPaymentReference(paymentReference)],
  ];
  return fields.flatMap(([label, value]) => (value?.trim() ? [[label, value.trim()] as [string, string]] : []));
}
