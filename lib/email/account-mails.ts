import { escapeHtml } from "./escape-html";
import { emailDocument, paragraph } from "./layout";
import type { EmailMessage } from "./message";

type MailContent = Pick<EmailMessage, "subject" | "html" | "text">;

const SIGN_OFF = "The InvoiceFlow team";

/** Plain text and the same paragraphs as HTML; `link` (if any) becomes a button after the first paragraphs. */
function accountMail(
  subject: string,
  name: string,
  paragraphs: string[],
  link?: { label: string; href: string; after: number },
): MailContent {
  const text = [`Hello ${name},`, ""];
  const html = [paragraph(`Hello ${escapeHtml(name)},`)];
  paragraphs.forEach((line, index) => {
    text.push(line, "");
    html.push(paragraph(escapeHtml(line)));
    if (link && index + 1 === link.after) {
      text.push(link.href, "");
      const href = escapeHtml(link.href);
      html.push(
        paragraph(
          `<a href="${href}" style="display:inline-block;padding:10px 20px;background:#2563eb;color:#ffffff;text-decoration:none;border-radius:6px;font-weight:600;">${escapeHtml(link.label)}</a>`,
        ),
        paragraph(`Or paste this link into your browser:<br><a href="${href}" style="color:#2563eb;word-break:break-all;">${href}</a>`),
      );
    }
  });
  text.push(SIGN_OFF, "");
  html.push(paragraph(SIGN_OFF));
  return { subject, text: text.join("\n"), html: emailDocument({ lang: "en", title: subject, bodyHtml: html.join("\n") }) };
}

export const SIGNUP_ATTEMPT_SUBJECT = "Someone tried to sign up with your e-mail address";

/** To the owner of an address someone tried to register again (issue #26 finding 4). */
export function buildSignupAttemptMail({ name, resetUrl }: { name: string; resetUrl: string }): MailContent {
  return accountMail(
    SIGNUP_ATTEMPT_SUBJECT,
    name,
    [
      "Someone just tried to create a new InvoiceFlow account with this e-mail address. Your address already has an account, so nothing was created and nothing about your account changed.",
      "If it was you, you can sign in with your existing account. If you have forgotten your password, you can set a new one here:",
      "If it was not you, you don't need to do anything. We send this notice at most once a day.",
    ],
    { label: "Reset your password", href: resetUrl, after: 2 },
  );
}

export const PASSWORD_RESET_SUBJECT = "Reset your InvoiceFlow password";

/** The single-use link of "Forgot password?". */
export function buildPasswordResetMail({ name, link, validMinutes }: { name: string; link: string; validMinutes: number }): MailContent {
  return accountMail(
    PASSWORD_RESET_SUBJECT,
    name,
    [
      "We received a request to reset the password of your InvoiceFlow account. Open this link to choose a new one:",
      `The link works once and expires in ${validMinutes} minutes. If you did not ask for it, you can ignore this e-mail: your password stays as it is.`,
    ],
    { label: "Choose a new password", href: link, after: 1 },
  );
}

export const PASSWORD_CHANGED_SUBJECT = "Your InvoiceFlow password was changed";

/** After a reset: the owner hears of it, wherever it was done from. */
export function buildPasswordChangedMail({ name, signInUrl }: { name: string; signInUrl: string }): MailContent {
  return accountMail(PASSWORD_CHANGED_SUBJECT, name, [
    "The password of your InvoiceFlow account was just changed, and every other signed-in device was signed out.",
    `If this was you, there is nothing more to do. If it was not, reset your password at once from ${signInUrl} ("Forgot password?") and contact support.`,
  ]);
}
