import type { EmailMessage } from "@/lib/email/message";
import { escapeHtml, escapeMultiline } from "@/lib/email/escape-html";
import { detailsTable, emailDocument, paragraph } from "@/lib/email/layout";
import { invoiceMailStrings } from "@/lib/email/strings";
import type { InvoiceJson } from "@/lib/invoices/invoice-json";
import { paymentDetails } from "@/lib/invoices/payment-details";
import { formatMoney, localeForLanguage } from "@/lib/money";
// The pure file, not "@/lib/pdf": the mail builder must not pull react-pdf in.
import { pdfFilename } from "@/lib/pdf/pdf-filename";
import { reminderMailStrings } from "./reminder-strings";

type MailContent = Pick<EmailMessage, "subject" | "html" | "text" | "attachments">;

export type ReminderFacts = {
  /** Whole days since the due date (UTC), at least 1. */
  daysOverdue: number;
  /** The invoice's public page (lib/invoices/public-url.ts). */
  publicUrl: string;
};

/**
 * The payment reminder a customer gets for an overdue invoice, in the invoice's language: the
 * number, what is still due (the balance after any part payment, not the total), the due date, how
 * many days ago that was, the link to the invoice's public page, the supplier's payment details,
 * and the PDF attached again. Like the invoice mail it is built from the invoice's own snapshots.
 */
export function buildReminderMail(invoice: InvoiceJson, { daysOverdue, publicUrl }: ReminderFacts, pdf: Buffer): MailContent {
  const t = invoiceMailStrings(invoice.language);
  const r = reminderMailStrings(invoice.language);
  const supplier = invoice.supplier.name;
  const amountDue = formatMoney(invoice.balanceDue, invoice.currency, invoice.language);
  const dueDate = formatDay(invoice.dueDate, invoice.language);
  const payment = paymentDetails(invoice.supplier, t);
  const instructions = invoice.paymentInstructions?.trim() || null;
  const subject = r.subject(invoice.number, supplier);

  const text = [
    t.greeting(invoice.customer.name),
    "",
    r.intro(invoice.number, supplier, daysOverdue),
    "",
    `${t.invoiceNumber}: ${invoice.number}`,
    `${t.amountDue}: ${amountDue}`,
    `${t.dueDate}: ${dueDate}`,
    `${r.daysOverdue}: ${daysOverdue}`,
    "",
    t.viewOnline,
    publicUrl,
    ...(payment.length || instructions ? ["", `${t.paymentDetails}:`] : []),
    ...payment.map(([label, value]) => `${label}: ${value}`),
    ...(instructions ? [instructions] : []),
    "",
    t.reference(invoice.number),
    r.alreadyPaid,
    t.questions,
    "",
    t.closing,
    supplier,
    "",
  ].join("\n");

  const e = escapeHtml;
  const html = emailDocument({
    lang: invoice.language,
    title: subject,
    bodyHtml: [
      paragraph(e(t.greeting(invoice.customer.name))),
      paragraph(r.intro(e(invoice.number), e(supplier), daysOverdue)),
      detailsTable([
        [t.invoiceNumber, e(invoice.number)],
        [t.amountDue, e(amountDue)],
        [t.dueDate, e(dueDate)],
        [r.daysOverdue, String(daysOverdue)],
      ]),
      paragraph(
        `<a href="${e(publicUrl)}" style="display:inline-block;padding:10px 20px;background:#2563eb;color:#ffffff;text-decoration:none;border-radius:6px;font-weight:600;">${e(t.viewOnlineButton)}</a>`,
      ),
      paragraph(`${e(t.viewOnline)}<br><a href="${e(publicUrl)}" style="color:#2563eb;word-break:break-all;">${e(publicUrl)}</a>`),
      ...(payment.length || instructions ? [`<h2 style="margin:0 0 8px;font-size:16px;">${e(t.paymentDetails)}</h2>`] : []),
      ...(payment.length ? [detailsTable(payment.map(([label, value]) => [label, e(value)]))] : []),
      ...(instructions ? [paragraph(escapeMultiline(instructions))] : []),
      paragraph(`${t.reference(e(invoice.number))}<br>${e(r.alreadyPaid)}<br>${e(t.questions)}`),
      paragraph(`${e(t.closing)}<br>${e(supplier)}`),
    ].join("\n"),
  });

  return {
    subject,
    text,
    html,
    attachments: [{ filename: pdfFilename(invoice.number), content: pdf, contentType: "application/pdf" }],
  };
}

/** "2026-12-02" as the invoice language writes a date: December 2, 2026 / 2 december 2026 / 2. Dezember 2026. */
function formatDay(day: string, language: string): string {
  return new Intl.DateTimeFormat(localeForLanguage(language), { dateStyle: "long", timeZone: "UTC" }).format(new Date(`${day}T00:00:00Z`));
}
