import type { CreditNoteJson } from "@/lib/credit-notes/credit-note-json";
import { formatMoney, type InvoiceLanguage } from "@/lib/money";
// The pure file, not "@/lib/pdf": the mail builder must not pull react-pdf in.
import { pdfFilename } from "@/lib/pdf/pdf-filename";
import { creditNoteWords } from "@/lib/pdf/view/credit-note-view";
import { escapeHtml } from "./escape-html";
import { detailsTable, emailDocument, paragraph } from "./layout";
import type { EmailMessage } from "./message";
import { INVOICE_MAIL_STRINGS } from "./strings";

type MailContent = Pick<EmailMessage, "subject" | "html" | "text" | "attachments">;

const WORDS: Record<
  InvoiceLanguage,
  { subject: (number: string, supplier: string) => string; intro: (number: string, supplier: string) => string; amount: string }
> = {
  en: {
    subject: (number, supplier) => `Credit note ${number} from ${supplier}`,
    intro: (number, supplier) => `Please find attached credit note ${number} from ${supplier} as a PDF.`,
    amount: "Amount credited",
  },
  sv: {
    subject: (number, supplier) => `Kreditfaktura ${number} från ${supplier}`,
    intro: (number, supplier) => `Bifogat finns kreditfaktura ${number} från ${supplier} som PDF.`,
    amount: "Krediterat belopp",
  },
  de: {
    subject: (number, supplier) => `Rechnungskorrektur ${number} von ${supplier}`,
    intro: (number, supplier) => `Anbei erhalten Sie die Rechnungskorrektur ${number} von ${supplier} als PDF.`,
    amount: "Korrekturbetrag",
  },
};

/**
 * The mail that carries a credit note to the customer (issue #25), in its invoice's language: which
 * invoice it corrects, the amount credited and the reason, with the PDF attached as
 * credit-note-{number}.pdf. It asks for no payment.
 */
export function buildCreditNoteMail(note: CreditNoteJson, pdf: Buffer): MailContent {
  const language = (note.language in WORDS ? note.language : "en") as InvoiceLanguage;
  const w = WORDS[language];
  const t = INVOICE_MAIL_STRINGS[language];
  const c = creditNoteWords(language);
  const supplier = note.supplier.name;
  const subject = w.subject(note.number, supplier);
  const rows: [string, string][] = [
    [c.number, note.number],
    [c.creditedInvoice, note.invoiceNumber],
    [w.amount, formatMoney(note.total, note.currency, language)],
  ];
  const about = `${c.creditNoteFor(note.invoiceNumber, note.invoiceDate)}. ${c.reason(note.reason)}`;
  const text = [
    t.greeting(note.customer.name),
    "",
    w.intro(note.number, supplier),
    "",
    ...rows.map(([label, value]) => `${label}: ${value}`),
    "",
    about,
    "",
    t.questions,
    "",
    t.closing,
    supplier,
    "",
  ].join("\n");
  const e = escapeHtml;
  const html = emailDocument({
    lang: language,
    title: subject,
    bodyHtml: [
      paragraph(e(t.greeting(note.customer.name))),
      paragraph(w.intro(e(note.number), e(supplier))),
      detailsTable(rows.map(([label, value]) => [label, e(value)])),
      paragraph(e(about)),
      paragraph(e(t.questions)),
      paragraph(`${e(t.closing)}<br>${e(supplier)}`),
    ].join("\n"),
  });
  return {
    subject,
    text,
    html,
    attachments: [{ filename: pdfFilename(note.number, "credit-note"), content: pdf, contentType: "application/pdf" }],
  };
}
