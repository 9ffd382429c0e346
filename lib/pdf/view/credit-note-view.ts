import type { InvoiceJson } from "@/lib/invoices/invoice-json";
import type { InvoiceLanguage } from "@/lib/money";
import type { PdfStrings } from "../strings";
import { formatInvoiceDate } from "./format";
import { buildInvoiceView, type InvoiceView } from "./invoice-view";

/**
 * What a credit note prints beyond its invoice (issue #25): its own number, date, lines and
 * amounts, and the reason. Plain data, so it travels to a PDF worker thread with the invoice.
 */
export type CreditNotePrint = {
  number: string;
  issueDate: string;
  reason: string;
  subtotal: string;
  tax: string;
  total: string;
  items: InvoiceJson["items"];
  vatInNationalCurrency: InvoiceJson["vatInNationalCurrency"];
};

type CreditNoteWords = {
  /** The document's name: "Gutschrift" would be wrong in German (it means self-billing). */
  title: string;
  number: string;
  date: string;
  creditedInvoice: string;
  totalCredited: string;
  about: string;
  creditNoteFor: (invoiceNumber: string, invoiceDate: string) => string;
  reason: (reason: string) => string;
};

export const CREDIT_NOTE_WORDS: Record<InvoiceLanguage, CreditNoteWords> = {
  en: {
    title: "Credit note",
    number: "Credit note number",
    date: "Date of issue",
    creditedInvoice: "Credited invoice",
    totalCredited: "Total credited",
    about: "Correction",
    creditNoteFor: (number, date) => `Credit note for invoice ${number} of ${date}`,
    reason: (reason) => `Reason: ${reason}`,
  },
  sv: {
    title: "Kreditfaktura",
    number: "Kreditfakturanummer",
    date: "Datum",
    creditedInvoice: "Krediterad faktura",
    totalCredited: "Krediterat belopp",
    about: "Rättelse",
    creditNoteFor: (number, date) => `Kreditfaktura för faktura ${number} av ${date}`,
    reason: (reason) => `Orsak: ${reason}`,
  },
  de: {
    title: "Rechnungskorrektur",
    number: "Korrekturnummer",
    date: "Datum",
    creditedInvoice: "Korrigierte Rechnung",
    totalCredited: "Korrekturbetrag",
    about: "Korrektur",
    creditNoteFor: (number, date) => `Rechnungskorrektur zur Rechnung ${number} vom ${date}`,
    reason: (reason) => `Grund: ${reason}`,
  },
};

export function creditNoteWords(language: string): CreditNoteWords {
  return CREDIT_NOTE_WORDS[language as InvoiceLanguage] ?? CREDIT_NOTE_WORDS.en;
}

/**
 * A credit note as the templates print it: the invoice it corrects supplies the parties, language,
 * template and tax wording; the credit note its number, date, lines and amounts. It asks for no
 * payment (no payment details, no QR code) and says which invoice it corrects and why.
 */
export function buildCreditNoteView(invoice: InvoiceJson, note: CreditNotePrint): InvoiceView {
  const words = creditNoteWords(invoice.language);
  const base = buildInvoiceView({
    ...invoice,
    number: note.number,
    invoiceDate: note.issueDate,
    dueDate: note.issueDate,
    items: note.items,
    subtotal: note.subtotal,
    tax: note.tax,
    total: note.total,
    amountPaid: "0.00",
    amountCredited: "0.00",
    balanceDue: note.total,
    voidedAt: null,
    notes: null,
    paymentInstructions: null,
    vatInNationalCurrency: note.vatInNationalCurrency,
  });
  const strings: PdfStrings = {
    ...base.strings,
    invoice: words.title,
    invoiceNumber: words.number,
    invoiceDate: words.date,
    dueDate: words.creditedInvoice,
    amountDue: words.totalCredited,
    total: words.totalCredited,
    notes: words.about,
  };
  const invoiceDate = formatInvoiceDate(invoice.invoiceDate, invoice.language);
  return {
    ...base,
    strings,
    title: `${words.title} ${note.number}`,
    dueDate: invoice.number,
    payment: null,
    paymentQr: null,
    stamp: null,
    notes: `${words.creditNoteFor(invoice.number, invoiceDate)}\n${words.reason(note.reason)}`,
  };
}
