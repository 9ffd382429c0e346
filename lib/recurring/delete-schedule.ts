import "server-only";
import { db } from "@/lib/db";
import { findOwnSchedule } from "./read-schedules";

/** Deletes a schedule (DELETE /api/recurring-invoices/{id}); the invoices it made stay, as every issued invoice does. */
export async function deleteSchedule(userId: string, id: string): Promise<void> {
  await findOwnSchedule(userId, id);
  await db.recurringInvoice.deleteMany({ where: { id, userId } });
}
