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
  /** Pay now and the return from Stripe's checkout (issue #27). */
  payNow: string;
  payByCard: (amount: string) => string;
  paymentReceived: string;
  paymentProcessing: string;
  processingDetail: string;
  paymentCancelled: string;
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
    credited: "Credited",
    refundDue: "Credited",
    // Never shown: a deleted invoice's public link opens nothing (lib/invoices/public-link.ts).
    deleted: "Withdrawn",
  },
  paid: (date) => (date ? `Paid in full on ${date}. Thank you!` : "Paid in full. Thank you!"),
  voided: "This invoice has been voided. Nothing is due.",
  due: (amount, date) => `${amount} due by ${date}.`,
  overdue: (amount, date) => `${amount} was due on ${date}.`,
  partlyPaid: (paid, balance, date) => `${paid} received; ${balance} left to pay by ${date}.`,
  sentWith: "Sent with",
  payNow: "Pay now",
  payByCard: (amount) => `Pay ${amount} by card. The payment goes straight to the sender, through Stripe.`,
  paymentReceived: "Payment received, thank you",
  paymentProcessing: "Payment processing",
  processingDetail: "Your payment is being confirmed. This page updates by itself.",
  paymentCancelled: "Payment cancelled: nothing was charged.",
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
    credited: "Krediterad",
    refundDue: "Krediterad",
    deleted: "Återkallad",
  },
  paid: (date) => (date ? `Betald i sin helhet ${date}. Tack!` : "Betald i sin helhet. Tack!"),
  voided: "Fakturan är makulerad. Inget ska betalas.",
  due: (amount, date) => `${amount} att betala senast ${date}.`,
  overdue: (amount, date) => `${amount} skulle ha betalats senast ${date}.`,
  partlyPaid: (paid, balance, date) => `${paid} har betalats; ${balance} återstår att betala senast ${date}.`,
  sentWith: "Skickad med",
  payNow: "Betala nu",
  payByCard: (amount) => `Betala ${amount} med kort. Betalningen går direkt till avsändaren, via Stripe.`,
  paymentReceived: "Betalningen är mottagen, tack",
  paymentProcessing: "Betalningen behandlas",
  processingDetail: "Din betalning bekräftas. Sidan uppdateras av sig själv.",
  paymentCancelled: "Betalningen avbröts: inget har dragits.",
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
    credited: "Korrigiert",
    refundDue: "Korrigiert",
    deleted: "Zurückgezogen",
  },
  paid: (date) => (date ? `Vollständig bezahlt am ${date}. Vielen Dank!` : "Vollständig bezahlt. Vielen Dank!"),
  voided: "Diese Rechnung wurde storniert. Es ist nichts zu zahlen.",
  due: (amount, date) => `${amount} fällig am ${date}.`,
  overdue: (amount, date) => `${amount} war fällig am ${date}.`,
  partlyPaid: (paid, balance, date) => `${paid} erhalten; ${balance} noch offen, fällig am ${date}.`,
  sentWith: "Gesendet mit",
  payNow: "Jetzt bezahlen",
  payByCard: (amount) => `${amount} mit Karte bezahlen. Die Zahlung geht direkt an den Absender, über Stripe.`,
  paymentReceived: "Zahlung erhalten, vielen Dank",
  paymentProcessing: "Zahlung wird verarbeitet",
  processingDetail: "Ihre Zahlung wird bestätigt. Diese Seite aktualisiert sich von selbst.",
  paymentCancelled: "Zahlung abgebrochen: es wurde nichts belastet.",
};

const STRINGS: Readonly<Record<InvoiceLanguage, PublicInvoiceStrings>> = { en, sv, de };

export function publicInvoiceStrings(language: string): PublicInvoiceStrings {
  return isInvoiceLanguage(language) ? STRINGS[language] : STRINGS.en;
}
