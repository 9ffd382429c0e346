import "server-only";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { utcToday } from "@/lib/invoices/invoice-status";
import { firstPeriodOnOrAfter, periodWithinLimits } from "./schedule-dates";
import type { ScheduleJson } from "./schedule-json";
import { dateOf, limitsOf, ruleOf } from "./schedule-row";
import { findOwnSchedule, getSchedule } from "./read-schedules";
import { runRecurring } from "./run-recurring";

export const SCHEDULE_ENDED = "This recurring invoice has ended: change its end date or number of invoices to go on";

/** Pauses a schedule by the user's choice (POST …/pause); pausing a paused one changes nothing. */
export async function pauseSchedule(userId: string, id: string): Promise<ScheduleJson> {
  const schedule = await findOwnSchedule(userId, id);
  if (schedule.status === "ended") throw new AppError("conflict", SCHEDULE_ENDED);
  await db.recurringInvoice.updateMany({ where: { id, userId, status: "active" }, data: { status: "paused", pausedReason: null } });
  return getSchedule(userId, id);
}

/**
 * Resumes a schedule (POST …/resume) and makes at once what is due. Paused by itself (the Free
 * plan's limit, a refused invoice), it makes the periods it missed, each dated on its own day: the
 * customer was meant to get them. Paused by the user (a break), it goes on from today's period
 * instead: the missed ones were meant not to be made. Still over the Free limit, it pauses again,
 * with the reason.
 */
export async function resumeSchedule(userId: string, id: string, now = new Date()): Promise<ScheduleJson> {
  const schedule = await findOwnSchedule(userId, id);
  if (schedule.status === "ended") throw new AppError("conflict", SCHEDULE_ENDED);
  if (schedule.status === "paused") {
    const rule = ruleOf(schedule);
    const nextPeriod =
      schedule.pausedReason === null ? Math.max(schedule.nextPeriod, firstPeriodOnOrAfter(rule, utcToday(now))) : schedule.nextPeriod;
    const next = periodWithinLimits(rule, limitsOf(schedule), nextPeriod, schedule.generatedCount);
    await db.recurringInvoice.updateMany({
      where: { id, userId, status: "paused" },
      data: {
        status: next === null ? "ended" : "active",
        pausedReason: null,
        nextPeriod,
        nextRunDate: next === null ? null : dateOf(next),
      },
    });
  }
  await runRecurring(now, id);
  return getSchedule(userId, id);
}
