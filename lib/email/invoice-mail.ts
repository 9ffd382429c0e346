import type { InvoiceJson } from "@/lib/invoices/invoice-json";
import { formatMoney, localeForLanguage } from "@/lib/money";
// The pure file, not "@/lib/pdf": the mail builder must not pull react-pdf in.
import { pdfFilename } from "@/lib/pdf/pdf-filename";
import { withoutRestatedDetails } from "@/lib/pdf/view/payment-instructions";
import { escapeHtml, escapeMultiline } from "./escape-html";
import { detailsTable, emailDocument, paragraph } from "./layout";
import type { EmailMessage } from "./message";
import { invoiceMailStrings } from "./strings";
import { amountAskedFor } from "@/lib/invoices/invoice-status";
import { paymentDetails } from "@/lib/invoices/payment-details";
import { formatPaymentReference } from "@/lib/payments/payment-reference";

type MailContent = Pick<EmailMessage, "subject" | "html" | "text" | "attachments">;

/**
 * The mail that carries an invoice to its customer, in the invoice's language: subject with the
 * number and the supplier's business name, greeting, amount due, due date, the supplier's payment
 * details, and the PDF attached. Everything comes from the invoice's own snapshots, so the mail says
 * what the PDF says even if the profile changed since.
 */
export function buildInvoiceMail(invoice: InvoiceJson, pdf: Buffer, options: { payNowUrl?: string | null } = {}): MailContent {
  const t = invoiceMailStrings(invoice.language);
  return buildCustomerMail(invoice, pdf, {
    subject: t.subject(invoice.number, invoice.supplier.name),
    intro: t.intro,
    // What the attached PDF asks for: the balance once a payment came in (a partial payment, then a resend).
    amountDue: amountAskedFor(invoice),
    payNowUrl: options.payNowUrl ?? null,
  });
}

/** What a mail about an invoice says beyond the invoice mail's own words (a reminder, say). */
export type CustomerMailWording = {
  subject: string;
  /** Called with the number and the supplier, escaped for the HTML body and raw for the text. */
  intro: (number: string, supplier: string) => string;
  /** A decimal string: what the invoice asks for (amountAskedFor), or a reminder's balance. */
  amountDue: string;
  /** Rows after the due date: label and plain value. */
  extraRows?: [string, string][];
  /** A plain sentence after the reference line. */
  extraNote?: string;
  /** Pay now (issue #27): the public page's card payment, when the supplier takes cards now. */
  payNowUrl?: string | null;
};

/**
 * The one layout of mails to an invoice's customer, text and HTML: greeting, intro, the invoice's
 * figures, the public link, the payment details, the reference and the closing, the PDF attached.
 */
export function buildCustomerMail(invoice: InvoiceJson, pdf: Buffer, wording: CustomerMailWording): MailContent {
  const t = invoiceMailStrings(invoice.language);
  const supplier = invoice.supplier.name;
  const amountDue = formatMoney(wording.amountDue, invoice.currency, invoice.language);
  const dueDate = formatDay(invoice.dueDate, invoice.language);
  const payment = paymentDetails(invoice, t);
  // The bank details print once, as the table: the instructions lose the lines that only repeat one,
  // as on the PDF and the public page (the form pre-fills the instructions with the same details).
  const instructions =
    withoutRestatedDetails(
      invoice.paymentInstructions ?? "",
      payment.map(([label, value]) => ({ label, value })),
    ) || null;
  const rows: [string, string][] = [
    [t.invoiceNumber, invoice.number],
    [t.amountDue, amountDue],
    [t.dueDate, dueDate],
    ...(wording.extraRows ?? []),
  ];
  const reference = invoice.paymentReference ? formatPaymentReference(invoice.paymentReference) : invoice.number;
  const closingLines = [t.reference(reference), ...(wording.extraNote ? [wording.extraNote] : []), t.questions];

  const text = [
    t.greeting(invoice.customer.name),
    "",
    wording.intro(invoice.number, supplier),
    "",
    ...rows.map(([label, value]) => `${label}: ${value}`),
    "",
    t.viewOnline,
    invoice.publicUrl,
    ...(wording.payNowUrl ? ["", `${t.payNow}: ${wording.payNowUrl}`] : []),
    ...(payment.length || instructions ? ["", `${t.paymentDetails}:`] : []),
    ...payment.map(([label, value]) => `${label}: ${value}`),
    ...(instructions ? [instructions] : []),
    "",
    ...closingLines,
    "",
    t.closing,
    supplier,
    "",
  ].join("\n");

  const e = escapeHtml;
  const html = emailDocument({
    lang: invoice.language,
    title: wording.subject,
    bodyHtml: [
      paragraph(e(t.greeting(invoice.customer.name))),
      paragraph(wording.intro(e(invoice.number), e(supplier))),
      detailsTable(rows.map(([label, value]) => [label, e(value)])),
      paragraph(
        `<a href="${e(invoice.publicUrl)}" style="display:inline-block;padding:10px 20px;background:#2563eb;color:#ffffff;text-decoration:none;border-radius:6px;font-weight:600;">${e(t.viewOnlineButton)}</a>`,
      ),
      ...(wording.payNowUrl
        ? [
            paragraph(
              `<a href="${e(wording.payNowUrl)}" style="display:inline-block;padding:10px 20px;background:#059669;color:#ffffff;text-decoration:none;border-radius:6px;font-weight:600;">${e(t.payNow)}</a>`,
            ),
          ]
        : []),
      paragraph(
        `${e(t.viewOnline)}<br><a href="${e(invoice.publicUrl)}" style="color:#2563eb;word-break:break-all;">${e(invoice.publicUrl)}</a>`,
      ),
      ...(payment.length || instructions ? [`<h2 style="margin:0 0 8px;font-size:16px;">${e(t.paymentDetails)}</h2>`] : []),
      ...(payment.length ? [detailsTable(payment.map(([label, value]) => [label, e(value)]))] : []),
      ...(instructions ? [paragraph(escapeMultiline(instructions))] : []),
      paragraph([t.reference(e(reference)), ...closingLines.slice(1).map(e)].join("<br>")),
      paragraph(`${e(t.closing)}<br>${e(supplier)}`),
    ].join("\n"),
  });

  return {
    subject: wording.subject,
    text,
    html,
    // The same name as the download (GET /api/invoices/{id}/pdf): invoice-{number}.pdf, sanitized.
    attachments: [{ filename: pdfFilename(invoice.number), content: pdf, contentType: "application/pdf" }],
  };
}

/** "2026-12-02" as the invoice language writes a date: December 2, 2026 / 2 december 2026 / 2. Dezember 2026. */
function formatDay(day: string, language: string): string {
  return new Intl.DateTimeFormat(localeForLanguage(language), { dateStyle: "long", timeZone: "UTC" }).format(new Date(`${day}T00:00:00Z`));
}
