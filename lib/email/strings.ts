import type { InvoiceLanguage } from "@/lib/money";
import { PAYMENT_DETAIL_LABELS, type PaymentDetailLabels } from "@/lib/invoices/payment-details";

/**
 * Everything the invoice mail says, in each invoice language (the PDF has its own labels).
 * The fixed text holds no HTML metacharacters: the HTML body passes already-escaped values into
 * these functions, the text body raw ones. The payment details' labels are the PDF's
 * (lib/invoices/payment-details), so the mail names them as the attached PDF does.
 */
export type InvoiceMailStrings = PaymentDetailLabels & {
  subject: (number: string, supplier: string) => string;
  greeting: (customer: string) => string;
  intro: (number: string, supplier: string) => string;
  invoiceNumber: string;
  amountDue: string;
  dueDate: string;
  paymentDetails: string;
  /** The public link (issue #16): the invoice as a web page, its PDF and, for euro invoices, the payment QR code. */
  viewOnline: string;
  viewOnlineButton: string;
  /** Pay now (issue #27): a button to the public page's card payment, when the supplier takes cards. */
  payNow: string;
  reference: (number: string) => string;
  questions: string;
  closing: string;
};

export const INVOICE_MAIL_STRINGS: Record<InvoiceLanguage, InvoiceMailStrings> = {
  en: {
    ...PAYMENT_DETAIL_LABELS.en,
    subject: (number, supplier) => `Invoice ${number} from ${supplier}`,
    greeting: (customer) => `Hello ${customer},`,
    intro: (number, supplier) => `Please find attached invoice ${number} from ${supplier} as a PDF.`,
    invoiceNumber: "Invoice number",
    amountDue: "Amount due",
    dueDate: "Due date",
    paymentDetails: "Payment details",
    viewOnline: "View the invoice online and download it as a PDF:",
    viewOnlineButton: "View invoice",
    payNow: "Pay now",
    reference: (number) => `Please use ${number} as the payment reference.`,
    questions: "If you have any questions about this invoice, simply reply to this e-mail.",
    closing: "Kind regards,",
  },
  sv: {
    ...PAYMENT_DETAIL_LABELS.sv,
    subject: (number, supplier) => `Faktura ${number} från ${supplier}`,
    greeting: (customer) => `Hej ${customer},`,
    intro: (number, supplier) => `Här kommer faktura ${number} från ${supplier}. Fakturan finns bifogad som PDF.`,
    invoiceNumber: "Fakturanummer",
    amountDue: "Att betala",
    dueDate: "Förfallodatum",
    paymentDetails: "Betalningsuppgifter",
    viewOnline: "Visa fakturan online och ladda ner den som PDF:",
    viewOnlineButton: "Visa fakturan",
    payNow: "Betala nu",
    reference: (number) => `Ange ${number} som referens vid betalning.`,
    questions: "Har du frågor om fakturan? Svara bara på det här mejlet.",
    closing: "Med vänliga hälsningar",
  },
  de: {
    ...PAYMENT_DETAIL_LABELS.de,
    subject: (number, supplier) => `Rechnung ${number} von ${supplier}`,
    greeting: (customer) => `Guten Tag ${customer},`,
    // German letters continue in lower case after the comma of the salutation.
    intro: (number, supplier) => `anbei erhalten Sie die Rechnung ${number} von ${supplier} als PDF.`,
    invoiceNumber: "Rechnungsnummer",
    amountDue: "Fälliger Betrag",
    dueDate: "Fällig am",
    paymentDetails: "Zahlungsinformationen",
    viewOnline: "Rechnung online ansehen und als PDF herunterladen:",
    viewOnlineButton: "Rechnung ansehen",
    payNow: "Jetzt bezahlen",
    reference: (number) => `Bitte geben Sie bei der Zahlung ${number} als Verwendungszweck an.`,
    questions: "Bei Fragen zu dieser Rechnung antworten Sie einfach auf diese E-Mail.",
    closing: "Mit freundlichen Grüßen",
  },
};

export function invoiceMailStrings(language: string): InvoiceMailStrings {
  return INVOICE_MAIL_STRINGS[language as InvoiceLanguage] ?? INVOICE_MAIL_STRINGS.en;
}
