import { formValuesOfRequest } from "@/components/documents/document-form-values";
import { addDaysIso } from "@/components/invoices/create/dates";
import type { InvoiceFormValues } from "@/components/invoices/create/invoice-form-values";
import type { PublicUser } from "@/lib/auth/public-user";
import type { ScheduleJson } from "@/lib/recurring/schedule-json";
import { DEFAULT_RECURRING, type RecurringSettings } from "./recurring-settings";

export type ScheduleFormInitial = { values: InvoiceFormValues; settings: RecurringSettings; dueDays: string };

/** When a stored schedule makes its invoices, as the timing fields hold it. */
export function settingsOf(schedule: ScheduleJson): RecurringSettings {
  return {
    ...DEFAULT_RECURRING,
    enabled: true,
    every: String(schedule.frequency.every),
    unit: schedule.frequency.unit,
    dayOfMonth: schedule.dayOfMonth === null ? "" : String(schedule.dayOfMonth),
    end: schedule.endDate ? "date" : schedule.count ? "count" : "never",
    endDate: schedule.endDate ?? "",
    count: schedule.count ? String(schedule.count) : DEFAULT_RECURRING.count,
    autoSend: schedule.autoSend,
  };
}

/**
 * A schedule as its edit form holds it: the invoice it makes (customer, lines with their units,
 * currency, tax, notes…) in the invoice form's inputs, dated on its start as the invoice form's
 * "Make this recurring" would have it, and its timing and payment term.
 */
export function scheduleFormValues(user: PublicUser, schedule: ScheduleJson): ScheduleFormInitial {
  const dates = { invoiceDate: schedule.startDate, dueDate: addDaysIso(schedule.startDate, schedule.dueDays) };
  return { values: formValuesOfRequest(user, schedule, dates), settings: settingsOf(schedule), dueDays: String(schedule.dueDays) };
}
