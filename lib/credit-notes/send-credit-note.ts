import "server-only";
import { recordActivity } from "@/lib/activity/record-activity";
import type { PublicUser } from "@/lib/auth/public-user";
import { db } from "@/lib/db";
import { sendEmail } from "@/lib/email";
import { buildCreditNoteMail } from "@/lib/email/credit-note-mail";
import { AppError } from "@/lib/errors";
import { userActor } from "@/lib/history/entry-types";
import { recordHistoryEntry } from "@/lib/history/record-history-entry";
import { consumeInvoiceEmailAllowance } from "@/lib/invoices/invoice-email-limits";
import { EMAIL_UNVERIFIED_MESSAGE } from "@/lib/invoices/send-invoice";
import { CREDIT_NOTE_NOT_FOUND, getCreditNote } from "./read-credit-notes";
import { renderOwnCreditNotePdf } from "./render-credit-note-pdf";

type Sender = Pick<PublicUser, "id" | "email" | "isPro" | "emailVerified">;

export const NO_CUSTOMER_EMAIL = "This credit note's customer has no e-mail address";

/**
 * E-mails one of the user's credit notes to the customer address of its invoice, with its PDF,
 * under the same rules as invoices (lib/invoices/send-invoice.ts): a confirmed sender address
 * (403), the invoice e-mail limits (429, counted on the credit note), Reply-To the user, and
 * `sentAt`/`sentTo` written only once the transport took the message.
 */
export async function sendCreditNote(user: Sender, creditNoteId: string): Promise<{ sentAt: string; to: string }> {
  const note = await getCreditNote(user.id, creditNoteId);
  if (!user.emailVerified) throw new AppError("forbidden", EMAIL_UNVERIFIED_MESSAGE, { code: "email_unverified" });
  const to = note.customer.email.trim();
  if (!to) throw new AppError("validation", NO_CUSTOMER_EMAIL);
  await consumeInvoiceEmailAllowance(user, note.id);

  const pdf = await renderOwnCreditNotePdf(user, note);
  // A refused mail is a 502 with the plain EMAIL_NOT_SENT_MESSAGE (lib/email/delivery-error.ts), nothing recorded.
  await sendEmail({ to, replyTo: user.email, ...buildCreditNoteMail(note, pdf) });

  const sentAt = new Date();
  await db.$transaction(async (tx) => {
    const { count } = await tx.creditNote.updateMany({ where: { id: note.id, userId: user.id }, data: { sentAt, sentTo: to } });
    if (count === 0) throw new AppError("not_found", CREDIT_NOTE_NOT_FOUND);
    await recordHistoryEntry(tx, { userId: user.id, creditNoteId: note.id, type: "sent", actor: userActor(user.id), detail: { to } });
    await recordActivity(tx, {
      type: "invoice",
      description: `Credit note ${note.number} sent to ${to}`,
      userId: user.id,
      userEmail: user.email,
    });
  });
  return { sentAt: sentAt.toISOString(), to };
}
