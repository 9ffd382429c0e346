import "server-only";
import type { RecurringInvoice } from "@/lib/generated/prisma/client";
import { calculateInvoiceTotals } from "@/lib/tax";
import { isoDay, ruleOf, scheduledInvoiceOf } from "./schedule-row";

export const SCHEDULE_NOT_FOUND = "Recurring invoice not found";

/**
 * A schedule as the API answers it: the invoice it makes (the fields POST /api/invoices takes),
 * when (frequency, dayOfMonth, startDate, endDate or count, dueDays, autoSend) and where it stands
 * (status, pausedReason, nextRunDate, generatedCount, notice). `amount` is the lines' sum before
 * tax: the tax is decided per invoice, on its own date.
 */
export function toScheduleJson(row: RecurringInvoice, customerName: string | null) {
  const invoice = scheduledInvoiceOf(row);
  const rule = ruleOf(row);
  return {
    id: row.id,
    ...invoice,
    customerName,
    amount: calculateInvoiceTotals({ items: invoice.items, taxRate: "0" }).subtotal,
    frequency: { every: rule.every, unit: rule.unit },
    dayOfMonth: rule.dayOfMonth,
    startDate: rule.startDate,
    endDate: row.endDate ? isoDay(row.endDate) : null,
    count: row.count,
    dueDays: row.dueDays,
    autoSend: row.autoSend,
    status: row.status,
    pausedReason: row.pausedReason,
    nextRunDate: row.nextRunDate ? isoDay(row.nextRunDate) : null,
    generatedCount: row.generatedCount,
    lastInvoiceId: row.lastInvoiceId,
    notice: row.notice,
    createdAt: row.createdAt.toISOString(),
  };
}

export type ScheduleJson = ReturnType<typeof toScheduleJson>;
