import type { InvoiceStatus } from "@/lib/invoices/invoice-status";
import { isInvoiceLanguage, type InvoiceLanguage } from "@/lib/money";

/**
 * The words of the public invoice page around the invoice itself (which prints the PDF's own
 * strings, lib/pdf/strings.ts), in the invoice's language: the customer reads the page in the
 * language the invoice was written in, not the app's English.
 */
export interface PublicInvoiceStrings {
  invoiceFrom: string;
  downloadPdf: string;
  status: Record<InvoiceStatus, string>;
  paid: (date: string | null) => string;
  voided: string;
  due: (amount: string, date: string) => string;
  overdue: (amount: string, date: string) => string;
  partlyPaid: (paid: string, balance: string, date: string) => string;
  sentWith: string;
}

const en: PublicInvoiceStrings = {
  invoiceFrom: "Invoice from",
  downloadPdf: "Download PDF",
  status: {
    issued: "Open",
    sent: "Open",
    viewed: "Open",
    partially_paid: "Partially paid",
    paid: "Paid",
    overdue: "Overdue",
    void: "VOID",
  },
  paid: (date) => (date ? `Paid in full on ${date}. Thank you!` : "Paid in full. Thank you!"),
  voided: "This invoice has been voided. Nothing is due.",
  due: (amount, date) => `${amount} due by ${date}.`,
  overdue: (amount, date) => `${amount} was due on ${date}.`,
  partlyPaid: (paid, balance, date) => `${paid} received; ${balance} left to pay by ${date}.`,
  sentWith: "Sent with",
};

const sv: PublicInvoiceStrings = {
  invoiceFrom: "Faktura från",
  downloadPdf: "Ladda ner PDF",
  status: {
    issued: "Obetald",
    sent: "Obetald",
    viewed: "Obetald",
    partially_paid: "Delvis betald",
    paid: "Betald",
    overdue: "Förfallen",
    void: "MAKULERAD",
  },
  paid: (date) => (date ? `Betald i sin helhet ${date}. Tack!` : "Betald i sin helhet. Tack!"),
  voided: "Fakturan är makulerad. Inget ska betalas.",
  due: (amount, date) => `${amount} att betala senast ${date}.`,
  overdue: (amount, date) => `${amount} skulle ha betalats senast ${date}.`,
  partlyPaid: (paid, balance, date) => `${paid} har betalats; ${balance} återstår att betala senast ${date}.`,
  sentWith: "Skickad med",
};

const de: PublicInvoiceStrings = {
  invoiceFrom: "Rechnung von",
  downloadPdf: "PDF herunterladen",
  status: {
    issued: "Offen",
    sent: "Offen",
    viewed: "Offen",
    partially_paid: "Teilweise bezahlt",
    paid: "Bezahlt",
    overdue: "Überfällig",
    void: "STORNIERT",
  },
  paid: (date) => (date ? `Vollständig bezahlt am ${date}. Vielen Dank!` : "Vollständig bezahlt. Vielen Dank!"),
  voided: "Diese Rechnung wurde storniert. Es ist nichts zu zahlen.",
  due: (amount, date) => `${amount} fällig am ${date}.`,
  overdue: (amount, date) => `${amount} war fällig am ${date}.`,
  partlyPaid: (paid, balance, date) => `${paid} erhalten; ${balance} noch offen, fällig am ${date}.`,
  sentWith: "Gesendet mit",
};

const STRINGS: Readonly<Record<InvoiceLanguage, PublicInvoiceStrings>> = { en, sv, de };

export function publicInvoiceStrings(language: string): PublicInvoiceStrings {
  return isInvoiceLanguage(language) ? STRINGS[language] : STRINGS.en;
}
