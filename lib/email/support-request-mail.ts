import { escapeHtml, escapeMultiline } from "./escape-html";
import { detailsTable, emailDocument, paragraph } from "./layout";
import type { EmailMessage } from "./message";

/** What the support mail carries: the request as the form sent it. */
export type SupportRequestMailInput = {
  name: string;
  email: string;
  category: string;
  priority: string;
  subject: string;
  message: string;
  steps?: string;
  url?: string;
};

/**
 * A support request as mail to the team's address (SUPPORT_EMAIL, issue #24 item 6), Reply-To the
 * sender, so answering the mail answers them. Everything the form sent, in English.
 */
export function buildSupportRequestMail(request: SupportRequestMailInput, to: string): EmailMessage {
  const subject = `Support request (${request.category}, ${request.priority}): ${request.subject}`;
  const from = `${request.name} <${request.email}>`;
  const rows: [string, string][] = [
    ["From", from],
    ["Category", request.category],
    ["Priority", request.priority],
    ["Subject", request.subject],
    ...(request.url ? ([["Page", request.url]] as [string, string][]) : []),
  ];
  const text = [
    ...rows.map(([label, value]) => `${label}: ${value}`),
    "",
    request.message,
    ...(request.steps ? ["", "Steps to reproduce:", request.steps] : []),
    "",
    "Reply to this e-mail to answer the sender. The request is also in the admin center (Bug Reports).",
    "",
  ].join("\n");
  const html = emailDocument({
    lang: "en",
    title: subject,
    bodyHtml: [
      detailsTable(rows.map(([label, value]) => [label, escapeHtml(value)])),
      paragraph(escapeMultiline(request.message)),
      ...(request.steps ? [paragraph(`<strong>Steps to reproduce:</strong><br>${escapeMultiline(request.steps)}`)] : []),
      paragraph("Reply to this e-mail to answer the sender. The request is also in the admin center (Bug Reports)."),
    ].join("\n"),
  });
  return { to, replyTo: request.email, subject, text, html };
}
