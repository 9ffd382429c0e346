import "server-only";
import { recordActivity } from "@/lib/activity/record-activity";
import { db } from "@/lib/db";
import { sendEmail } from "@/lib/email/send-email";
import { recordHistoryEntry } from "@/lib/history/record-history-entry";
import { getInvoice } from "@/lib/invoices/read-invoices";
import { utcToday } from "@/lib/invoices/invoice-status";
import { canPayInvoiceOnline } from "@/lib/payments/connect/public-payment-state";
import { renderOwnInvoicePdf } from "@/lib/pdf/render-user-invoice-pdf";
import { findDueReminders, type DueReminder } from "./find-due-reminders";
import { claimReminder, releaseReminder } from "./reminder-claims";
import { buildReminderMail } from "./reminder-mail";

/** Reminders prepared and sent at once: PDFs and SMTP round trips overlap, the database is not swamped. */
const CONCURRENCY = 4;

/**
 * Sends the payment reminders due on `now`'s UTC day (issue #16): at most one per invoice, its
 * latest stage reached, to the customer address on the invoice. Runs from the cron route
 * (POST/GET /api/cron/reminders) or `npm run jobs:reminders`; never on a timer inside the web
 * process. Safe to run any number of times, also at once: each stage is claimed in the database
 * before its mail goes out (reminder-claims.ts), so five runs together send each reminder once.
 * A failed mail is logged, its claim given back for the next run, and the run goes on.
 */
export async function runReminders(now: Date = new Date()): Promise<{ sent: number; failed: number }> {
  const today = utcToday(now);
  const due = await findDueReminders(today);
  let sent = 0;
  let failed = 0;
  let next = 0;
  const worker = async () => {
    while (next < due.length) {
      const reminder = due[next++] as DueReminder;
      const outcome = await sendReminder(reminder);
      if (outcome === "sent") sent += 1;
      if (outcome === "failed") failed += 1;
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, due.length) }, worker));
  return { sent, failed };
}

/** Claims, sends and records one reminder: "taken" when another run had it. */
async function sendReminder(reminder: DueReminder): Promise<"sent" | "failed" | "taken"> {
  const { invoiceId, stage } = reminder;
  if (!(await claimReminder(invoiceId, stage))) return "taken";
  let delivered: Delivered;
  try {
    delivered = await deliverReminder(reminder);
  } catch (error) {
    console.warn(
      `[reminders] invoice ${invoiceId}: the ${stage}-day reminder was not sent: ${error instanceof Error ? error.message : String(error)}`,
    );
    await releaseReminder(invoiceId, stage).catch((releaseError: unknown) => {
      console.error(`[reminders] invoice ${invoiceId}: the ${stage}-day claim could not be given back`, releaseError);
    });
    return "failed";
  }
  // The mail is out: a history entry or feed event that fails to write must not give the claim back (that would send it again).
  const { owner, number, to } = delivered;
  await db
    .$transaction(async (tx) => {
      await recordHistoryEntry(tx, {
        userId: owner.id,
        invoiceId,
        type: "reminder_sent",
        actor: "system",
        detail: { to, stage, daysOverdue: reminder.daysOverdue },
      });
      await recordActivity(tx, {
        type: "invoice",
        description: `Reminder for ${number} sent to ${to}`,
        userId: owner.id,
        userEmail: owner.email,
      });
    })
    .catch((error: unknown) => console.error(`[reminders] invoice ${invoiceId}: the history entry and feed event were not written`, error));
  return "sent";
}

type Delivered = { owner: { id: string; email: string }; number: string; to: string };

/** Renders the PDF and hands the reminder to the mail transport; throws whatever went wrong. */
async function deliverReminder({ invoiceId, userId, daysOverdue }: DueReminder): Promise<Delivered> {
  const owner = await db.user.findUniqueOrThrow({ where: { id: userId }, select: { id: true, email: true, isPro: true } });
  const invoice = await getInvoice(userId, invoiceId);
  const to = invoice.customer.email.trim();
  // The PDF the owner's plan gives today (watermark on Free, logo on Pro), as a download would.
  const pdf = await renderOwnInvoicePdf(owner, invoice);
  // Reply-To the owner, as with the invoice itself: the customer's answer reaches them, not us.
  const payNowUrl = (await canPayInvoiceOnline(invoice, owner.id)) ? `${invoice.publicUrl}#pay-now` : null;
  await sendEmail({ to, replyTo: owner.email, ...buildReminderMail(invoice, daysOverdue, pdf, payNowUrl) });
  return { owner, number: invoice.number, to };
}
