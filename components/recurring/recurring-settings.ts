import { RECURRING_UNITS, type RecurringUnit } from "@/lib/recurring/schedule-dates";

/** "Make this recurring" as the invoice form holds it, beside the invoice's own fields. */
export type RecurringSettings = {
  enabled: boolean;
  every: string;
  unit: RecurringUnit;
  /** Monthly: "" keeps the start date's day, "1"–"28", or "last". */
  dayOfMonth: string;
  end: "never" | "date" | "count";
  endDate: string;
  count: string;
  autoSend: boolean;
};

export const DEFAULT_RECURRING: RecurringSettings = {
  enabled: false,
  every: "1",
  unit: "month",
  dayOfMonth: "",
  end: "never",
  endDate: "",
  count: "12",
  autoSend: false,
};

export const UNIT_NAMES: Record<RecurringUnit, { one: string; other: string }> = {
  day: { one: "day", other: "days" },
  week: { one: "week", other: "weeks" },
  month: { one: "month", other: "months" },
  year: { one: "year", other: "years" },
};

export { RECURRING_UNITS };

/**
 * "Every month", "Every 2 weeks on the last day"…
 *
 * @example
 * frequencyText({ every: 1, unit: "month" }, "last") // "Monthly on the last day"
 */
export function frequencyText(frequency: { every: number; unit: RecurringUnit }, dayOfMonth: number | "last" | null): string {
  const words = UNIT_NAMES[frequency.unit];
  const base =
    frequency.every === 1
      ? { day: "Daily", week: "Weekly", month: "Monthly", year: "Yearly" }[frequency.unit]
      : `Every ${frequency.every} ${words.other}`;
  if (dayOfMonth === "last") return `${base} on the last day`;
  return dayOfMonth === null ? base : `${base} on day ${dayOfMonth}`;
}

const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/**
 * The schedule's fields of POST /api/recurring-invoices: it starts on the invoice date and each
 * invoice is due as many days after its date as the form's due date is after the invoice date.
 */
export function scheduleFieldsOf(settings: RecurringSettings, dates: { invoiceDate: string | null; dueDate: string | null }) {
  const startDate = dates.invoiceDate ?? new Date().toISOString().slice(0, 10);
  const dueDays = dates.dueDate ? Math.max(0, daysBetween(startDate, dates.dueDate)) : 30;
  const monthly = settings.unit === "month" && settings.dayOfMonth !== "";
  return {
    frequency: { every: settings.every, unit: settings.unit },
    dayOfMonth: monthly ? (settings.dayOfMonth === "last" ? "last" : settings.dayOfMonth) : null,
    startDate,
    endDate: settings.end === "date" ? settings.endDate : null,
    count: settings.end === "count" ? settings.count : null,
    dueDays,
    autoSend: settings.autoSend,
  };
}
