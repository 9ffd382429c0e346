import "server-only";
import { db } from "@/lib/db";
import { utcToday } from "@/lib/invoices/invoice-status";
import { addDays, firstPeriodOnOrAfter, periodDate, periodWithinLimits, type ScheduleRule } from "./schedule-dates";
import { toScheduleJson, type ScheduleJson } from "./schedule-json";
import { dateOf, limitsOf, ruleOf } from "./schedule-row";
import { assertOwnCustomer, scheduleColumns } from "./create-schedule";
import { findOwnSchedule } from "./read-schedules";
import type { RecurringInvoiceInput } from "./schemas";

const sameRule = (a: ScheduleRule, b: ScheduleRule) =>
  a.every === b.every && a.unit === b.unit && a.startDate === b.startDate && a.dayOfMonth === b.dayOfMonth;

/**
 * Replaces a schedule's invoice and timing (PUT /api/recurring-invoices/{id}); applies from the next
 * run on, invoices already made stay as they are. The same rule keeps its next period; a new rule
 * starts at its first date after the last invoice made and not before today (no invoices for days
 * that passed before the change). The count counts the invoices already made. A paused schedule
 * stays paused; an ended one becomes active again when the new end leaves periods to make.
 */
export async function updateSchedule(userId: string, id: string, input: RecurringInvoiceInput, now = new Date()): Promise<ScheduleJson> {
  const current = await findOwnSchedule(userId, id);
  const customer = await assertOwnCustomer(userId, input.invoice.customerId);
  const columns = scheduleColumns(input);
  const oldRule = ruleOf(current);
  const rule = ruleOf(columns);
  let nextPeriod = current.nextPeriod;
  if (!sameRule(oldRule, rule)) {
    const lastMade = current.nextPeriod > 0 ? periodDate(oldRule, current.nextPeriod - 1) : null;
    const today = utcToday(now);
    const from = lastMade !== null && addDays(lastMade, 1) > today ? addDays(lastMade, 1) : today;
    nextPeriod = firstPeriodOnOrAfter(rule, from > rule.startDate ? from : rule.startDate);
  }
  const next = periodWithinLimits(rule, limitsOf(columns), nextPeriod, current.generatedCount);
  const status = next === null ? "ended" : current.status === "ended" ? "active" : current.status;
  const row = await db.recurringInvoice.update({
    where: { id: current.id },
    data: {
      ...columns,
      nextPeriod,
      nextRunDate: next === null ? null : dateOf(next),
      status,
      ...(status === "active" ? { pausedReason: null } : {}),
    },
  });
  return toScheduleJson(row, customer.name);
}
