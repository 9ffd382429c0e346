import "server-only";
import type { PublicUser } from "@/lib/auth/public-user";
import { db } from "@/lib/db";
import { sendEmail } from "@/lib/email";
import { buildQuoteMail } from "@/lib/email/quote-mail";
import { AppError } from "@/lib/errors";
import { consumeDocumentEmailAllowance } from "@/lib/invoices/invoice-email-limits";
import { EMAIL_UNVERIFIED_MESSAGE } from "@/lib/invoices/send-invoice";
import { quoteAsInvoice } from "./quote-json";
import { quoteStatus } from "./quote-status";
import { findQuoteRecord, QUOTE_NOT_FOUND } from "./read-quotes";
import { quotePdfFilename, renderQuotePdf } from "./render-quote-pdf";

type Sender = Pick<PublicUser, "id" | "email" | "isPro" | "emailVerified">;

export const NO_QUOTE_EMAIL = "This quote's customer has no e-mail address";
export const QUOTE_NOT_SENDABLE = (number: string, status: string) => `Quote ${number} is ${status} and can't be sent.`;

/**
 * E-mails one of the user's quotes to the customer address on it, with its PDF and the link to its
 * public page, Reply-To the user. The rules of invoice sending (lib/invoices/send-invoice.ts): the
 * sender's own address confirmed (403), mail limits of the same size but counted for quotes alone
 * (429, `quote_email_limit`), and nothing marked sent unless
 * the transport took the mail (502 otherwise). A draft becomes `sent`; a sent one may be sent again.
 * Answered, expired or invoiced quotes are not sent (409): the customer could not act on the link.
 */
export async function sendQuote(user: Sender, quoteId: string): Promise<{ sentAt: string; to: string }> {
  const quote = await findQuoteRecord(user.id, quoteId);
  if (!user.emailVerified) throw new AppError("forbidden", EMAIL_UNVERIFIED_MESSAGE, { code: "email_unverified" });
  const status = quoteStatus(quote.status, quote.validUntil.toISOString().slice(0, 10));
  if (status !== "draft" && status !== "sent")
    throw new AppError("conflict", QUOTE_NOT_SENDABLE(quote.number, status), { code: "quote_not_open" });
  const to = quote.customerEmail.trim();
  if (!to) throw new AppError("validation", NO_QUOTE_EMAIL);
  await consumeDocumentEmailAllowance("quote", user, quote.id);

  const pdf = await renderQuotePdf(user, quote);
  // A refused mail throws EmailDeliveryError (502, its plain message; sendEmail logs the reason).
  await sendEmail({ to, replyTo: user.email, ...buildQuoteMail(quoteAsInvoice(quote), pdf, quotePdfFilename(quote.number)) });

  const sentAt = new Date();
  // Still unanswered: a customer who accepted meanwhile (from an earlier mail) keeps the quote accepted.
  const { count } = await db.quote.updateMany({
    where: { id: quote.id, userId: user.id, status: { in: ["draft", "sent"] } },
    data: { status: "sent", sentAt, sentTo: to },
  });
  if (count === 0 && !(await db.quote.findFirst({ where: { id: quote.id, userId: user.id }, select: { id: true } }))) {
    throw new AppError("not_found", QUOTE_NOT_FOUND);
  }
  return { sentAt: sentAt.toISOString(), to };
}
