import type { InvoiceJson } from "@/lib/invoices/invoice-json";
import { formatMoney, isInvoiceLanguage, localeForLanguage, type InvoiceLanguage } from "@/lib/money";
import { escapeHtml, escapeMultiline } from "./escape-html";
import { detailsTable, emailDocument, paragraph } from "./layout";
import type { EmailMessage } from "./message";
import { invoiceMailStrings } from "./strings";

type MailContent = Pick<EmailMessage, "subject" | "html" | "text" | "attachments">;

/** What the quote mail says (issue #28), in each invoice language; no HTML metacharacters in the fixed text. */
const QUOTE_MAIL_STRINGS: Record<
  InvoiceLanguage,
  {
    subject: (number: string, supplier: string) => string;
    intro: (number: string, supplier: string) => string;
    quoteNumber: string;
    total: string;
    validUntil: string;
    viewOnline: string;
    viewOnlineButton: string;
    questions: string;
  }
> = {
  en: {
    subject: (number, supplier) => `Quote ${number} from ${supplier}`,
    intro: (number, supplier) => `Please find attached quote ${number} from ${supplier} as a PDF.`,
    quoteNumber: "Quote number",
    total: "Total",
    validUntil: "Valid until",
    viewOnline: "View the quote online, and accept or decline it there:",
    viewOnlineButton: "View and accept the quote",
    questions: "If you have any questions about this quote, simply reply to this e-mail.",
  },
  sv: {
    subject: (number, supplier) => `Offert ${number} från ${supplier}`,
    intro: (number, supplier) => `Här kommer offert ${number} från ${supplier}. Offerten finns bifogad som PDF.`,
    quoteNumber: "Offertnummer",
    total: "Totalt",
    validUntil: "Giltig till",
    viewOnline: "Visa offerten online och acceptera eller avböj den där:",
    viewOnlineButton: "Visa och acceptera offerten",
    questions: "Har du frågor om offerten? Svara bara på det här mejlet.",
  },
  de: {
    subject: (number, supplier) => `Angebot ${number} von ${supplier}`,
    intro: (number, supplier) => `Anbei erhalten Sie das Angebot ${number} von ${supplier} als PDF.`,
    quoteNumber: "Angebotsnummer",
    total: "Gesamtbetrag",
    validUntil: "Gültig bis",
    viewOnline: "Sehen Sie das Angebot online an und nehmen Sie es dort an oder lehnen Sie es ab:",
    viewOnlineButton: "Angebot ansehen und annehmen",
    questions: "Bei Fragen zu diesem Angebot antworten Sie einfach auf diese E-Mail.",
  },
};

/**
 * The mail that carries a quote to its customer, in the quote's language: the figures, the link
 * to its public page (where the customer accepts or declines), and the PDF attached.
 */
export function buildQuoteMail(quote: InvoiceJson, pdf: Buffer, filename: string): MailContent {
  const t = QUOTE_MAIL_STRINGS[isInvoiceLanguage(quote.language) ? quote.language : "en"];
  const common = invoiceMailStrings(quote.language);
  const supplier = quote.supplier.name;
  const subject = t.subject(quote.number, supplier);
  const rows: [string, string][] = [
    [t.quoteNumber, quote.number],
    [t.total, formatMoney(quote.total, quote.currency, quote.language)],
    [t.validUntil, formatDay(quote.dueDate, quote.language)],
  ];
  const notes = quote.notes?.trim() || null;
  const text = [
    common.greeting(quote.customer.name),
    "",
    t.intro(quote.number, supplier),
    "",
    ...rows.map(([label, value]) => `${label}: ${value}`),
    ...(notes ? ["", notes] : []),
    "",
    t.viewOnline,
    quote.publicUrl,
    "",
    t.questions,
    "",
    common.closing,
    supplier,
    "",
  ].join("\n");
  const e = escapeHtml;
  const html = emailDocument({
    lang: quote.language,
    title: subject,
    bodyHtml: [
      paragraph(e(common.greeting(quote.customer.name))),
      paragraph(t.intro(e(quote.number), e(supplier))),
      detailsTable(rows.map(([label, value]) => [label, e(value)])),
      ...(notes ? [paragraph(escapeMultiline(notes))] : []),
      paragraph(
        `<a href="${e(quote.publicUrl)}" style="display:inline-block;padding:10px 20px;background:#2563eb;color:#ffffff;text-decoration:none;border-radius:6px;font-weight:600;">${e(t.viewOnlineButton)}</a>`,
      ),
      paragraph(
        `${e(t.viewOnline)}<br><a href="${e(quote.publicUrl)}" style="color:#2563eb;word-break:break-all;">${e(quote.publicUrl)}</a>`,
      ),
      paragraph(e(t.questions)),
      paragraph(`${e(common.closing)}<br>${e(supplier)}`),
    ].join("\n"),
  });
  return { subject, text, html, attachments: [{ filename, content: pdf, contentType: "application/pdf" }] };
}

export type QuoteAnswerMailFacts = {
  number: string;
  customer: string;
  /** Formatted, with its currency. */
  total: string;
  answer: "accepted" | "declined";
  /** The name the customer typed when accepting; null for a decline. */
  acceptedName: string | null;
  quotesUrl: string;
};

/**
 * To the freelancer when the customer answered a quote on its public page, in English like the
 * app's UI: "Q-1004 was accepted by Jane Doe", with what to do next.
 */
export function buildQuoteAnswerMail({
  number,
  customer,
  total,
  answer,
  acceptedName,
  quotesUrl,
}: QuoteAnswerMailFacts): Omit<MailContent, "attachments"> {
  const by = acceptedName ? `${acceptedName} (${customer})` : customer;
  const subject = answer === "accepted" ? `Quote ${number} was accepted by ${acceptedName ?? customer}` : `Quote ${number} was declined`;
  const lead = answer === "accepted" ? `${by} accepted quote ${number} (${total}).` : `${customer} declined quote ${number} (${total}).`;
  const next =
    answer === "accepted" ? "You can now convert it into an invoice from your quotes." : "You can change the quote and send it again.";
  const text = [lead, "", next, "", quotesUrl, "", "The InvoiceFlow team", ""].join("\n");
  const e = escapeHtml;
  const html = emailDocument({
    lang: "en",
    title: subject,
    bodyHtml: [
      paragraph(e(lead)),
      detailsTable([
        ["Quote", e(number)],
        ["Customer", e(customer)],
        ...(acceptedName ? ([["Accepted by", e(acceptedName)]] as [string, string][]) : []),
        ["Total", e(total)],
      ]),
      paragraph(e(next)),
      paragraph(`<a href="${e(quotesUrl)}" style="color:#2563eb;">Open your quotes</a>`),
      paragraph("The InvoiceFlow team"),
    ].join("\n"),
  });
  return { subject, text, html };
}

function formatDay(day: string, language: string): string {
  return new Intl.DateTimeFormat(localeForLanguage(language), { dateStyle: "long", timeZone: "UTC" }).format(new Date(`${day}T00:00:00Z`));
}
