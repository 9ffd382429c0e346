import "server-only";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import type { RecurringInvoice } from "@/lib/generated/prisma/client";
import { SCHEDULE_NOT_FOUND, toScheduleJson, type ScheduleJson } from "./schedule-json";

/** The user's schedule row, or 404 (someone else's included). */
export async function findOwnSchedule(userId: string, id: string): Promise<RecurringInvoice> {
  const row = await db.recurringInvoice.findFirst({ where: { id, userId } });
  if (!row) throw new AppError("not_found", SCHEDULE_NOT_FOUND);
  return row;
}

/** Schedules with their customers' names (a customer deleted since: null). */
export async function withCustomerNames(userId: string, rows: RecurringInvoice[]): Promise<ScheduleJson[]> {
  const ids = [...new Set(rows.map((row) => row.customerId))];
  const customers = ids.length ? await db.customer.findMany({ where: { userId, id: { in: ids } }, select: { id: true, name: true } }) : [];
  const names = new Map(customers.map((customer) => [customer.id, customer.name]));
  return rows.map((row) => toScheduleJson(row, names.get(row.customerId) ?? null));
}

/** All of the user's schedules, newest first (a freelancer has a handful: no paging). */
export async function listSchedules(userId: string): Promise<ScheduleJson[]> {
  const rows = await db.recurringInvoice.findMany({ where: { userId }, orderBy: [{ createdAt: "desc" }, { id: "desc" }] });
  return withCustomerNames(userId, rows);
}

export async function getSchedule(userId: string, id: string): Promise<ScheduleJson> {
  const [json] = await withCustomerNames(userId, [await findOwnSchedule(userId, id)]);
  return json as ScheduleJson;
}
