import { isInvoiceLanguage, type InvoiceLanguage } from "@/lib/money";
import type { QuoteStatus } from "@/lib/quotes/quote-status";

/**
 * The words of the public quote page (/q/{token}, issue #28) around the quote itself (which prints
 * the PDF's own strings), in the quote's language: the customer reads it as the quote was written.
 */
export interface PublicQuoteStrings {
  quoteFrom: string;
  downloadPdf: string;
  status: Record<QuoteStatus, string>;
  open: (total: string, date: string) => string;
  accepted: (name: string, date: string) => string;
  declined: (date: string) => string;
  expired: (date: string, supplier: string) => string;
  invoiced: string;
  acceptHeading: string;
  acceptExplanation: string;
  nameLabel: string;
  accept: string;
  decline: string;
  declineExplanation: string;
  nameRequired: string;
  sentWith: string;
}

const en: PublicQuoteStrings = {
  quoteFrom: "Quote from",
  downloadPdf: "Download PDF",
  status: { draft: "Open", sent: "Open", accepted: "Accepted", declined: "Declined", expired: "Expired", invoiced: "Accepted" },
  open: (total, date) => `${total}, valid until ${date}.`,
  accepted: (name, date) => `Accepted by ${name} on ${date}. Thank you!`,
  declined: (date) => `Declined on ${date}.`,
  expired: (date, supplier) => `This quote expired on ${date} and can no longer be accepted. Please ask ${supplier} for a new one.`,
  invoiced: "Accepted and invoiced. Thank you!",
  acceptHeading: "Accept this quote",
  acceptExplanation: "Type your name to accept the quote as shown below. The sender is told straight away.",
  nameLabel: "Your name",
  accept: "Accept quote",
  decline: "Decline",
  declineExplanation: "Not what you need?",
  nameRequired: "Please type your name to accept the quote.",
  sentWith: "Sent with",
};

const sv: PublicQuoteStrings = {
  quoteFrom: "Offert från",
  downloadPdf: "Ladda ner PDF",
  status: { draft: "Öppen", sent: "Öppen", accepted: "Accepterad", declined: "Avböjd", expired: "Utgången", invoiced: "Accepterad" },
  open: (total, date) => `${total}, giltig till ${date}.`,
  accepted: (name, date) => `Accepterad av ${name} ${date}. Tack!`,
  declined: (date) => `Avböjd ${date}.`,
  expired: (date, supplier) => `Offerten gick ut ${date} och kan inte längre accepteras. Be ${supplier} om en ny.`,
  invoiced: "Accepterad och fakturerad. Tack!",
  acceptHeading: "Acceptera offerten",
  acceptExplanation: "Skriv ditt namn för att acceptera offerten så som den visas nedan. Avsändaren får besked direkt.",
  nameLabel: "Ditt namn",
  accept: "Acceptera offerten",
  decline: "Avböj",
  declineExplanation: "Inte vad du behöver?",
  nameRequired: "Skriv ditt namn för att acceptera offerten.",
  sentWith: "Skickad med",
};

const de: PublicQuoteStrings = {
  quoteFrom: "Angebot von",
  downloadPdf: "PDF herunterladen",
  status: { draft: "Offen", sent: "Offen", accepted: "Angenommen", declined: "Abgelehnt", expired: "Abgelaufen", invoiced: "Angenommen" },
  open: (total, date) => `${total}, gültig bis ${date}.`,
  accepted: (name, date) => `Angenommen von ${name} am ${date}. Vielen Dank!`,
  declined: (date) => `Abgelehnt am ${date}.`,
  expired: (date, supplier) =>
    `Dieses Angebot ist am ${date} abgelaufen und kann nicht mehr angenommen werden. Bitte fragen Sie ${supplier} nach einem neuen.`,
  invoiced: "Angenommen und in Rechnung gestellt. Vielen Dank!",
  acceptHeading: "Angebot annehmen",
  acceptExplanation: "Geben Sie Ihren Namen ein, um das Angebot wie unten gezeigt anzunehmen. Der Absender wird sofort benachrichtigt.",
  nameLabel: "Ihr Name",
  accept: "Angebot annehmen",
  decline: "Ablehnen",
  declineExplanation: "Nicht das Richtige?",
  nameRequired: "Bitte geben Sie Ihren Namen ein, um das Angebot anzunehmen.",
  sentWith: "Gesendet mit",
};

const STRINGS: Record<InvoiceLanguage, PublicQuoteStrings> = { en, sv, de };

export function publicQuoteStrings(language: string): PublicQuoteStrings {
  return STRINGS[isInvoiceLanguage(language) ? language : "en"];
}
