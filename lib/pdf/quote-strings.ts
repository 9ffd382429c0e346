import { isInvoiceLanguage, type InvoiceLanguage } from "@/lib/money";
import { pdfStrings, type PdfStrings } from "./strings";

/** The words where a quote (issue #28) differs from an invoice: its name, its dates, its total. */
type QuoteWords = Pick<PdfStrings, "invoice" | "invoiceNumber" | "invoiceDate" | "dueDate" | "amountDue" | "billTo">;

export const QUOTE_WORDS: Readonly<Record<InvoiceLanguage, QuoteWords>> = {
  en: {
    invoice: "Quote",
    invoiceNumber: "Quote number",
    invoiceDate: "Quote date",
    dueDate: "Valid until",
    amountDue: "Total",
    billTo: "Quote for",
  },
  sv: {
    invoice: "Offert",
    invoiceNumber: "Offertnummer",
    invoiceDate: "Offertdatum",
    dueDate: "Giltig till",
    amountDue: "Totalt",
    billTo: "Offert till",
  },
  de: {
    invoice: "Angebot",
    invoiceNumber: "Angebotsnummer",
    invoiceDate: "Angebotsdatum",
    dueDate: "Gültig bis",
    amountDue: "Gesamtbetrag",
    billTo: "Angebot für",
  },
};

/** The invoice's strings with a quote's words: every template prints "Quote" / "Offert" / "Angebot" without knowing about quotes. */
export function quotePdfStrings(language: string): PdfStrings {
  return { ...pdfStrings(language), ...QUOTE_WORDS[isInvoiceLanguage(language) ? language : "en"] };
}
