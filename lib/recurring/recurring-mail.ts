import { escapeHtml } from "@/lib/email/escape-html";
import { emailDocument, paragraph } from "@/lib/email/layout";
import type { EmailMessage } from "@/lib/email/message";

type MailContent = Pick<EmailMessage, "subject" | "html" | "text">;

function ownerMail(subject: string, lines: string[], link: string): MailContent {
  const text = [...lines.flatMap((line) => [line, ""]), link, "", "The InvoiceFlow team", ""].join("\n");
  const html = emailDocument({
    lang: "en",
    title: subject,
    bodyHtml: [
      ...lines.map((line) => paragraph(escapeHtml(line))),
      paragraph(`<a href="${escapeHtml(link)}" style="color:#2563eb;">Open your recurring invoices</a>`),
      paragraph("The InvoiceFlow team"),
    ].join("\n"),
  });
  return { subject, text, html };
}

/**
 * To the freelancer when a schedule paused by itself (issue #28): the Free plan's invoices of the
 * month are used up, or the invoice could not be made ("Customer not found"). In English, as the app.
 */
export function buildSchedulePausedMail(facts: { customer: string; reason: string; period: string; link: string }): MailContent {
  const limit = facts.reason === "Free plan limit reached";
  return ownerMail(
    `Your recurring invoice for ${facts.customer} is paused`,
    [
      `The invoice due on ${facts.period} for ${facts.customer} was not made: ${facts.reason}.`,
      limit
        ? "Upgrade to Pro for unlimited invoices, then resume the schedule: the invoices it missed are made then, each dated on its own day."
        : "Fix what stopped it, then resume the schedule: the invoices it missed are made then, each dated on its own day.",
    ],
    facts.link,
  );
}

/** To the freelancer when a schedule made an invoice but could not e-mail it to the customer. */
export function buildNotSentMail(facts: { number: string; customer: string; reason: string; link: string }): MailContent {
  return ownerMail(
    `${facts.number} was made but not e-mailed`,
    [
      `Your recurring invoice ${facts.number} for ${facts.customer} was made, but it was not e-mailed to the customer: ${facts.reason}`,
      "You can send it from your invoices once that is fixed.",
    ],
    facts.link,
  );
}
