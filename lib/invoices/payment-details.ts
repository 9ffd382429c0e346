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

/**
 * The supplier's payment details as copied onto the invoice, in the order a payer needs them, each
 * with its label; empty ones included (the PDF and the e-mail leave them out). One list, so the PDF
 * and the mail that carries it always name the same details.
 */
export function paymentDetailFields(supplier: InvoiceJson["supplier"], labels: PaymentDetailLabels): [string, string | null][] {
  return [
    [labels.bank, supplier.bankName],
    [labels.accountNumber, supplier.bankAccountNumber],
    [labels.iban, supplier.iban],
    [labels.swift, supplier.swiftCode],
    [labels.routingNumber, supplier.routingNumber],
    [labels.paypal, supplier.paypalEmail],
  ];
}
