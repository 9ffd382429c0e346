import "server-only";
import { db } from "@/lib/db";
import { findCustomer } from "@/lib/db/sql/find-customer";
import { AppError } from "@/lib/errors";
import type { Prisma } from "@/lib/generated/prisma/client";
import { periodWithinLimits } from "./schedule-dates";
import { SCHEDULE_NOT_FOUND, toScheduleJson, type ScheduleJson } from "./schedule-json";
import { dateOf, limitsOf, ruleColumns, ruleOf } from "./schedule-row";
import type { RecurringInvoiceInput } from "./schemas";

export { SCHEDULE_NOT_FOUND };

/** The customer must be the user's own (someone else's id is 404, as when creating an invoice). */
export async function assertOwnCustomer(userId: string, customerId: string): Promise<{ name: string }> {
  const customer = await findCustomer({ id: true, name: true }, { id: customerId, userId });
  if (!customer) throw new AppError("not_found", "Customer not found");
  return customer;
}

/** The columns of the schedule's rule, limits and invoice, from the parsed body. */
export function scheduleColumns({ schedule, invoice }: RecurringInvoiceInput) {
  return {
    customerId: invoice.customerId,
    invoice: invoice as unknown as Prisma.InputJsonValue,
    ...ruleColumns(schedule),
    endDate: schedule.endDate === null ? null : dateOf(schedule.endDate),
    count: schedule.count,
    dueDays: schedule.dueDays,
    autoSend: schedule.autoSend,
  };
}

/**
 * Saves a schedule (POST /api/recurring-invoices). It makes no invoice itself: the job makes each
 * period's invoice on its day, so what the user sees is what the daily run does. Its first period
 * is the first date of the rule on or after the start; a schedule whose end comes before that is
 * saved as "ended".
 */
export async function createSchedule(userId: string, input: RecurringInvoiceInput): Promise<ScheduleJson> {
  const customer = await assertOwnCustomer(userId, input.invoice.customerId);
  const columns = scheduleColumns(input);
  const first = periodWithinLimits(ruleOf(columns), limitsOf(columns), 0, 0);
  const row = await db.recurringInvoice.create({
    data: {
      userId,
      ...columns,
      nextPeriod: 0,
      nextRunDate: first === null ? null : dateOf(first),
      status: first === null ? "ended" : "active",
    },
  });
  return toScheduleJson(row, customer.name);
}
