import { isInvoiceLanguage, type InvoiceLanguage } from "@/lib/money";
import { PAYMENT_DETAIL_LABELS, type PaymentDetailLabels } from "@/lib/invoices/payment-details";

/**
 * Every word printed on an invoice PDF, per invoice language. The legal tax wording is not here:
 * it is stored on the invoice (`taxExplanation`, already in the invoice's language, lib/tax).
 */
export interface PdfStrings extends PaymentDetailLabels {
  invoice: string;
  invoiceNumber: string;
  invoiceDate: string;
  dueDate: string;
  /** Art. 226(7): the date of supply, printed only where it differs from the invoice date. */
  supplyDate: string;
  from: string;
  billTo: string;
  organizationNumber: string;
  /** The tax-number label when the invoice's tax is VAT, and otherwise. */
  vatNumber: string;
  taxId: string;
  email: string;
  phone: string;
  website: string;
  reference: string;
  description: string;
  quantity: string;
  rate: string;
  amount: string;
  /** The items table's tax column when the tax's own name is too long for it ("Sales Tax"). */
  taxColumn: string;
  subtotal: string;
  total: string;
  amountDue: string;
  /** After payments (issue #16): what was paid so far and what is left. */
  amountPaid: string;
  balanceDue: string;
  /** The stamp across a void invoice, and the word added to its title. */
  void: string;
  /** The caption of the SEPA payment QR code (lib/payments/epc-qr.ts). */
  scanToPay: string;
  /** Issue #29, Art. 230: the VAT in the supplier's national currency, and the rate it was converted at. */
  taxInCurrency: (tax: string, currency: string) => string;
  exchangeRateNote: (rate: string, source: "ecb" | "user", date: string) => string;
  taxNote: string;
  paymentDetails: string;
  notes: string;
  pageOf: (page: number, pages: number) => string;
  watermark: string;
  /** The tax names of lib/tax (VAT, Sales Tax, GST/HST, GST, Tax) as this language writes them. */
  taxLabels: Readonly<Record<string, string>>;
}

const en: PdfStrings = {
  ...PAYMENT_DETAIL_LABELS.en,
  invoice: "Invoice",
  invoiceNumber: "Invoice number",
  invoiceDate: "Invoice date",
  dueDate: "Due date",
  supplyDate: "Delivery date",
  from: "From",
  billTo: "Bill to",
  organizationNumber: "Organization number",
  vatNumber: "VAT number",
  taxId: "Tax ID",
  email: "E-mail",
  phone: "Phone",
  website: "Website",
  reference: "Your reference",
  description: "Description",
  quantity: "Qty",
  rate: "Rate",
  amount: "Amount",
  taxColumn: "Tax %",
  subtotal: "Subtotal",
  total: "Total",
  amountDue: "Amount due",
  amountPaid: "Amount paid",
  balanceDue: "Balance due",
  void: "VOID",
  scanToPay: "Scan to pay with your banking app",
  taxInCurrency: (tax, currency) => `${tax} in ${currency}`,
  exchangeRateNote: (rate, source, date) => `${rate} (${source === "ecb" ? "ECB reference rate" : "exchange rate"} of ${date})`,
  taxNote: "Tax note",
  paymentDetails: "Payment details",
  notes: "Notes",
  pageOf: (page, pages) => `Page ${page} of ${pages}`,
  watermark: "Created with the Free plan",
  taxLabels: { VAT: "VAT", "Sales Tax": "Sales Tax", "GST/HST": "GST/HST", GST: "GST", Tax: "Tax" },
};

const sv: PdfStrings = {
  ...PAYMENT_DETAIL_LABELS.sv,
  invoice: "Faktura",
  invoiceNumber: "Fakturanummer",
  invoiceDate: "Fakturadatum",
  dueDate: "Förfallodatum",
  supplyDate: "Leveransdatum",
  from: "Från",
  billTo: "Faktureras till",
  organizationNumber: "Organisationsnummer",
  vatNumber: "Momsreg.nr",
  taxId: "Skatte-id",
  email: "E-post",
  phone: "Telefon",
  website: "Webbplats",
  reference: "Er referens",
  description: "Beskrivning",
  quantity: "Antal",
  rate: "À-pris",
  amount: "Belopp",
  taxColumn: "Skatt %",
  subtotal: "Delsumma",
  total: "Totalt",
  amountDue: "Att betala",
  amountPaid: "Inbetalt",
  balanceDue: "Kvar att betala",
  void: "MAKULERAD",
  scanToPay: "Skanna för att betala med din bankapp",
  taxInCurrency: (tax, currency) => `${tax} i ${currency}`,
  exchangeRateNote: (rate, source, date) => `${rate} (${source === "ecb" ? "ECB:s referenskurs" : "växelkurs"} ${date})`,
  taxNote: "Skatteinformation",
  paymentDetails: "Betalningsinformation",
  notes: "Övrig information",
  pageOf: (page, pages) => `Sida ${page} av ${pages}`,
  watermark: "Skapad med gratisplanen",
  // Swedish invoices call VAT "moms"; the other names are foreign taxes and keep their own names.
  taxLabels: { VAT: "Moms", "Sales Tax": "Sales tax", "GST/HST": "GST/HST", GST: "GST", Tax: "Skatt" },
};

const de: PdfStrings = {
  ...PAYMENT_DETAIL_LABELS.de,
  invoice: "Rechnung",
  invoiceNumber: "Rechnungsnummer",
  invoiceDate: "Rechnungsdatum",
  dueDate: "Fälligkeitsdatum",
  supplyDate: "Leistungsdatum",
  from: "Von",
  billTo: "Rechnung an",
  organizationNumber: "Registernummer",
  vatNumber: "USt-IdNr.",
  taxId: "Steuernummer",
  email: "E-Mail",
  phone: "Telefon",
  website: "Website",
  reference: "Ihre Referenz",
  description: "Beschreibung",
  quantity: "Menge",
  rate: "Einzelpreis",
  amount: "Betrag",
  taxColumn: "Steuer %",
  subtotal: "Zwischensumme",
  total: "Gesamtbetrag",
  amountDue: "Zu zahlen",
  amountPaid: "Bereits bezahlt",
  balanceDue: "Offener Betrag",
  void: "STORNIERT",
  scanToPay: "Mit Ihrer Banking-App scannen und bezahlen",
  taxInCurrency: (tax, currency) => `${tax} in ${currency}`,
  exchangeRateNote: (rate, source, date) => `${rate} (${source === "ecb" ? "EZB-Referenzkurs" : "Umrechnungskurs"} vom ${date})`,
  taxNote: "Steuerhinweis",
  paymentDetails: "Zahlungsinformationen",
  notes: "Anmerkungen",
  pageOf: (page, pages) => `Seite ${page} von ${pages}`,
  watermark: "Erstellt mit dem kostenlosen Plan",
  taxLabels: { VAT: "USt.", "Sales Tax": "Sales Tax", "GST/HST": "GST/HST", GST: "GST", Tax: "Steuer" },
};

export const PDF_STRINGS: Readonly<Record<InvoiceLanguage, PdfStrings>> = { en, sv, de };

/** The strings of an invoice language; anything unknown prints in English rather than failing. */
export function pdfStrings(language: string): PdfStrings {
  return isInvoiceLanguage(language) ? PDF_STRINGS[language] : PDF_STRINGS.en;
}

/** A stored tax label (lib/tax) in the invoice's language; an unknown label prints as stored. */
export function translateTaxLabel(label: string, strings: PdfStrings): string {
  return strings.taxLabels[label] ?? label;
}
