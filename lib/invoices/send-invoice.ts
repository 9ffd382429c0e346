import "server-only";
import { recordActivity } from "@/lib/activity/record-activity";
import { AppError } from "@/lib/errors";
import type { PublicUser } from "@/lib/auth/public-user";
import { db } from "@/lib/db";
import { userActor } from "@/lib/history/entry-types";
import { lockHistoryChain } from "@/lib/history/lock-history-chain";
import { recordHistoryEntry } from "@/lib/history/record-history-entry";
import { buildInvoiceMail, sendEmail } from "@/lib/email";
import { canPayInvoiceOnline } from "@/lib/payments/connect/public-payment-state";
import { renderOwnFacturxPdf } from "@/lib/einvoice/render-user-einvoice";
import { renderOwnInvoicePdf } from "@/lib/pdf/render-user-invoice-pdf";
import { consumeInvoiceEmailAllowance } from "./invoice-email-limits";
import { getInvoice, INVOICE_NOT_FOUND } from "./read-invoices";

type Sender = Pick<PublicUser, "id" | "email" | "isPro" | "emailVerified" | "attachFacturX">;

export const NO_CUSTOMER_EMAIL = "This invoice's customer has no e-mail address";
export const EMAIL_UNVERIFIED_MESSAGE =
  "Please verify your e-mail address before sending invoices. We sent you a link when you signed up; you can send a new one from Settings.";

/**
 * E-mails one of the user's invoices to the customer address on the invoice, with the PDF the
 * user's plan allows (watermark on Free, logo on Pro) and Reply-To the user, so the customer's
 * answer reaches the sender and not our no-reply address.
 *
 * `sentAt`/`sentTo` and the activity event are written only after the transport accepted the
 * message: a refused mail (a 502 EmailDeliveryError with the plain EMAIL_NOT_SENT_MESSAGE) leaves no trace of being sent.
 * Sending twice sends twice and keeps the latest time; that is a resend, not a mistake.
 *
 * Not a relay for strangers: the sender must have confirmed their own address (403 otherwise),
 * and mails are limited per invoice and per user (429, invoice-email-limits.ts), counted only
 * for mails that are then attempted. A mail the transport refused still counts: it was tried.
 */
export async function sendInvoice(user: Sender, invoiceId: string): Promise<{ sentAt: string; to: string }> {
  // Ownership first: another user's invoice is 404 whoever asks, as on every route.
  const invoice = await getInvoice(user.id, invoiceId);
  // Issue #25: a deleted invoice never left the user and is not sent now.
  if (invoice.deletedAt) throw new AppError("not_found", INVOICE_NOT_FOUND);
  if (!user.emailVerified) throw new AppError("forbidden", EMAIL_UNVERIFIED_MESSAGE, { code: "email_unverified" });
  const to = invoice.customer.email.trim();
  if (!to) throw new AppError("validation", NO_CUSTOMER_EMAIL);
  await consumeInvoiceEmailAllowance(user, invoice.id);

  // The Factur-X setting (Pro): the same PDF with its EN 16931 XML inside, or 422 naming what it lacks.
  const pdf = user.attachFacturX && user.isPro ? await renderOwnFacturxPdf(user, invoice) : await renderOwnInvoicePdf(user, invoice);
  const payNowUrl = (await canPayInvoiceOnline(invoice, user.id)) ? `${invoice.publicUrl}#pay-now` : null;
  await sendEmail({ to, replyTo: user.email, ...buildInvoiceMail(invoice, pdf, { payNowUrl }) });

  const sentAt = new Date();
  await db.$transaction(async (tx) => {
    await lockHistoryChain(tx, user.id);
    // Scoped by owner again: the invoice may have been deleted while the mail was on its way.
    const { count } = await tx.invoice.updateMany({
      where: { id: invoice.id, userId: user.id, deletedAt: null },
      data: { sentAt, sentTo: to },
    });
    if (count === 0) throw new AppError("not_found", INVOICE_NOT_FOUND);
    await recordHistoryEntry(tx, { userId: user.id, invoiceId: invoice.id, type: "sent", actor: userActor(user.id), detail: { to } });
    await recordActivity(tx, {
      type: "invoice",
      description: `Invoice ${invoice.number} sent to ${to}`,
      userId: user.id,
      userEmail: user.email,
    });
  });
  return { sentAt: sentAt.toISOString(), to };
}
