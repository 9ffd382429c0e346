import { escapeHtml } from "./escape-html";
import { emailDocument, paragraph } from "./layout";
import type { EmailMessage } from "./message";

type MailContent = Pick<EmailMessage, "subject" | "html" | "text">;

export const VERIFICATION_MAIL_SUBJECT = "Confirm your e-mail address for InvoiceFlow";

/** The signup mail with the one-time confirmation link. In English, like the rest of the app's UI. */
export function buildVerificationMail({ name, link, validHours }: { name: string; link: string; validHours: number }): MailContent {
  const text = [
    `Hello ${name},`,
    "",
    "Welcome to InvoiceFlow! Please confirm your e-mail address by opening this link:",
    "",
    link,
    "",
    `The link works once and expires in ${validHours} hours. If you did not create an account, you can ignore this e-mail.`,
    "",
    "The InvoiceFlow team",
    "",
  ].join("\n");

  const href = escapeHtml(link);
  const html = emailDocument({
    lang: "en",
    title: VERIFICATION_MAIL_SUBJECT,
    bodyHtml: [
      paragraph(`Hello ${escapeHtml(name)},`),
      paragraph("Welcome to InvoiceFlow! Please confirm your e-mail address:"),
      paragraph(
        `<a href="${href}" style="display:inline-block;padding:10px 20px;background:#2563eb;color:#ffffff;text-decoration:none;border-radius:6px;font-weight:600;">Confirm e-mail address</a>`,
      ),
      paragraph(`Or paste this link into your browser:<br><a href="${href}" style="color:#2563eb;word-break:break-all;">${href}</a>`),
      paragraph(`The link works once and expires in ${validHours} hours. If you did not create an account, you can ignore this e-mail.`),
      paragraph("The InvoiceFlow team"),
    ].join("\n"),
  });

  return { subject: VERIFICATION_MAIL_SUBJECT, text, html };
}
