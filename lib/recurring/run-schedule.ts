import "server-only";
import { db } from "@/lib/db";
import { sendEmail } from "@/lib/email/send-email";
import { AppError } from "@/lib/errors";
import type { RecurringInvoice } from "@/lib/generated/prisma/client";
import { createInvoiceOnce } from "@/lib/invoices/create-invoice";
import { supplierSelect } from "@/lib/invoices/draft-invoice";
import { utcToday } from "@/lib/invoices/invoice-status";
import type { InvoiceJson } from "@/lib/invoices/invoice-json";
import { sendInvoice } from "@/lib/invoices/send-invoice";
import { addDays, periodWithinLimits } from "./schedule-dates";
import { dateOf, isoDay, limitsOf, ruleOf, scheduledInvoiceOf } from "./schedule-row";
import { buildNotSentMail, buildSchedulePausedMail } from "./recurring-mail";

export const FREE_LIMIT_REASON = "Free plan limit reached";
/** Periods one run makes for one schedule at most: a daily schedule paused for years does not hold a run for long. */
const MAX_PERIODS_PER_RUN = 400;

export type ScheduleOutcome = { made: number; sent: number; paused: boolean };

/** The idempotency key of a schedule's period: the same for every run, so a period is made once. */
export const recurringKey = (scheduleId: string, period: string) => `recurring:${scheduleId}:${period}`;

const ownerSelect = { ...supplierSelect, emailVerifiedAt: true, attachFacturX: true } as const;

function recurringLink(): string {
  const origin = process.env.APP_URL?.trim() || "http://localhost:3000";
  return `${new URL(origin).origin}/recurring`;
}

/**
 * Makes every due period of one schedule the run holds (claimedBy = runId), oldest first: one
 * invoice per period through the normal create path (numbering, quota, tax of the invoice's date,
 * the idempotency key recurring:<id>:<period>), dated on its period, due `dueDays` later. The
 * schedule is re-read before each period, so a change saved meanwhile applies from the next one.
 *
 * What stops it: the Free plan's allowance (the schedule pauses with "Free plan limit reached" and
 * the owner gets an e-mail), or any refusal of the create path (customer gone, VAT number invalid:
 * paused with that reason). With autoSend the invoice is e-mailed as "Send" would (the verified-sender
 * rule and limits apply); a refusal there keeps the invoice and tells the owner.
 */
export async function runSchedule(scheduleId: string, runId: string, now: Date): Promise<ScheduleOutcome> {
  const today = utcToday(now);
  const outcome: ScheduleOutcome = { made: 0, sent: 0, paused: false };
  for (let step = 0; step < MAX_PERIODS_PER_RUN; step += 1) {
    const schedule = await db.recurringInvoice.findFirst({ where: { id: scheduleId, status: "active", claimedBy: runId } });
    if (!schedule?.nextRunDate || isoDay(schedule.nextRunDate) > today) break;
    const period = isoDay(schedule.nextRunDate);
    const owner = await db.user.findUniqueOrThrow({ where: { id: schedule.userId }, select: ownerSelect });
    let created: { invoice: InvoiceJson; replayed: boolean };
    try {
      const data = { ...scheduledInvoiceOf(schedule), number: null, invoiceDate: period, dueDate: addDays(period, schedule.dueDays) };
      // The job issues it: its created entry says so (docs/records.md, "Who did it").
      created = await createInvoiceOnce(owner, data, recurringKey(schedule.id, period), now, "system");
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      const reason = error.code === "plan_limit_reached" ? FREE_LIMIT_REASON : error.message;
      outcome.paused = await pauseByItself(schedule, owner.email, reason, period);
      break;
    }
    await advance(schedule, created.invoice.id);
    // Only the run that made the invoice sends it: a replay found it made by another run.
    if (created.replayed) continue;
    outcome.made += 1;
    if (schedule.autoSend && (await autoSend(schedule, owner, created.invoice))) outcome.sent += 1;
  }
  return outcome;
}

/** Moves the schedule past the period it just made, unless another run or a change already did. */
async function advance(schedule: RecurringInvoice, invoiceId: string): Promise<void> {
  const nextPeriod = schedule.nextPeriod + 1;
  const next = periodWithinLimits(ruleOf(schedule), limitsOf(schedule), nextPeriod, schedule.generatedCount + 1);
  await db.recurringInvoice.updateMany({
    where: { id: schedule.id, nextPeriod: schedule.nextPeriod, nextRunDate: schedule.nextRunDate },
    data: {
      nextPeriod,
      nextRunDate: next === null ? null : dateOf(next),
      status: next === null ? "ended" : "active",
      generatedCount: { increment: 1 },
      lastInvoiceId: invoiceId,
    },
  });
}

/** Pauses the schedule with the reason; the run that paused it (only one) e-mails the owner. */
async function pauseByItself(schedule: RecurringInvoice, ownerEmail: string, reason: string, period: string): Promise<boolean> {
  const { count } = await db.recurringInvoice.updateMany({
    where: { id: schedule.id, status: "active" },
    data: { status: "paused", pausedReason: reason },
  });
  if (count === 0) return false;
  const customer = scheduledCustomerName(schedule);
  const mail = buildSchedulePausedMail({ customer: await customer, reason, period, link: recurringLink() });
  await sendEmail({ to: ownerEmail, ...mail }).catch((error: unknown) =>
    console.error(`[recurring] schedule ${schedule.id}: the mail "${mail.subject}" was not sent`, error),
  );
  return true;
}

async function scheduledCustomerName(schedule: RecurringInvoice): Promise<string> {
  const customer = await db.customer.findFirst({ where: { id: schedule.customerId, userId: schedule.userId }, select: { name: true } });
  return customer?.name ?? "a deleted customer";
}

type Owner = { id: string; email: string; isPro: boolean; emailVerifiedAt: Date | null; attachFacturX: boolean };

/** E-mails the new invoice; if that is not allowed or fails, the invoice stays and the owner is told (notice + e-mail). */
async function autoSend(schedule: RecurringInvoice, owner: Owner, invoice: InvoiceJson): Promise<boolean> {
  const sender = { ...owner, emailVerified: owner.emailVerifiedAt !== null };
  try {
    await sendInvoice(sender, invoice.id);
    return true;
  } catch (error) {
    if (!(error instanceof AppError)) console.error(`[recurring] ${invoice.number} not e-mailed`, error);
    const reason = error instanceof Error ? error.message : String(error);
    const notice = `${invoice.number} was made but not e-mailed: ${reason}`;
    await db.recurringInvoice.update({ where: { id: schedule.id }, data: { notice } });
    const mail = buildNotSentMail({ number: invoice.number, customer: invoice.customer.name, reason, link: recurringLink() });
    await sendEmail({ to: owner.email, ...mail }).catch((mailError: unknown) =>
      console.error(`[recurring] schedule ${schedule.id}: the mail "${mail.subject}" was not sent`, mailError),
    );
    return false;
  }
}
