import { escapeHtml } from "./escape-html";
import { detailsTable, emailDocument, paragraph } from "./layout";
import type { EmailMessage } from "./message";

type MailContent = Pick<EmailMessage, "subject" | "html" | "text">;

export type CardPaymentMailFacts = { number: string; customer: string; amount: string; invoiceUrl: string };

/**
 * To the freelancer when a customer paid an invoice by card (issue #27), in English like the rest
 * of the app's UI: "INV-1007 was paid". Sent once, by the webhook delivery that booked the payment.
 */
export function buildCardPaymentMail({ number, customer, amount, invoiceUrl }: CardPaymentMailFacts): MailContent {
  const subject = `${number} was paid`;
  const text = [
    `${customer} paid ${amount} by card for invoice ${number}.`,
    "",
    "The payment is recorded on the invoice. Stripe pays it out to your own Stripe account.",
    "",
    invoiceUrl,
    "",
    "The InvoiceFlow team",
    "",
  ].join("\n");
  const html = emailDocument({
    lang: "en",
    title: subject,
    bodyHtml: [
      paragraph(`${escapeHtml(customer)} paid <strong>${escapeHtml(amount)}</strong> by card for invoice ${escapeHtml(number)}.`),
      detailsTable([
        ["Invoice", escapeHtml(number)],
        ["Amount", escapeHtml(amount)],
      ]),
      paragraph("The payment is recorded on the invoice. Stripe pays it out to your own Stripe account."),
      paragraph(`<a href="${escapeHtml(invoiceUrl)}" style="color:#2563eb;">Open your invoices</a>`),
      paragraph("The InvoiceFlow team"),
    ].join("\n"),
  });
  return { subject, text, html };
}
