import "server-only";
import type { RecurringInvoice } from "@/lib/generated/prisma/client";
import type { ScheduleLimits, ScheduleRule } from "./schedule-dates";
import type { ScheduledInvoice } from "./schemas";

/** A stored day (a DATE column, midnight UTC) as "YYYY-MM-DD". */
export const isoDay = (date: Date): string => date.toISOString().slice(0, 10);
/** "YYYY-MM-DD" as the Date a DATE column takes. */
export const dateOf = (day: string): Date => new Date(`${day}T00:00:00Z`);

type RuleColumns = Pick<RecurringInvoice, "every" | "unit" | "startDate" | "dayOfMonth" | "lastDayOfMonth">;

/** The rule of a stored schedule, for the pure date math (schedule-dates.ts). */
export function ruleOf(row: RuleColumns): ScheduleRule {
  return {
    every: row.every,
    unit: row.unit,
    startDate: isoDay(row.startDate),
    dayOfMonth: row.lastDayOfMonth ? "last" : row.dayOfMonth,
  };
}

export function limitsOf(row: Pick<RecurringInvoice, "endDate" | "count">): ScheduleLimits {
  return { endDate: row.endDate ? isoDay(row.endDate) : null, count: row.count };
}

/** The invoice the schedule makes, as it was stored from the create schema's output. */
export const scheduledInvoiceOf = (row: Pick<RecurringInvoice, "invoice">): ScheduledInvoice => row.invoice as unknown as ScheduledInvoice;

/** The columns of a schedule's rule, from the parsed body. */
export function ruleColumns(schedule: {
  frequency: { every: number; unit: ScheduleRule["unit"] };
  dayOfMonth: number | "last" | null;
  startDate: string;
}) {
  return {
    every: schedule.frequency.every,
    unit: schedule.frequency.unit,
    startDate: dateOf(schedule.startDate),
    dayOfMonth: typeof schedule.dayOfMonth === "number" ? schedule.dayOfMonth : null,
    lastDayOfMonth: schedule.dayOfMonth === "last",
  };
}
