/**
 * The dates of a recurring invoice (issue #28), pure: days are "YYYY-MM-DD" strings read in UTC.
 *
 * Period n (0, 1, 2…) is counted from the start, never from the previous period, so a schedule on
 * the 31st comes back to the 31st after February's 28th instead of drifting to the 28th for good.
 * - day / week: start + n × every days (× 7);
 * - month: the n × every-th month from the first month that has the day on or after the start; the
 *   day is `dayOfMonth` (1–28), the month's last day ("last"), or, when neither was given, the
 *   start's own day, clamped to the month's length (the 31st → Feb 28/29, Apr 30, Mar 31);
 * - year: start + n × every years, Feb 29 clamped to Feb 28 in the years without it.
 */

export const RECURRING_UNITS = ["day", "week", "month", "year"] as const;
export type RecurringUnit = (typeof RECURRING_UNITS)[number];

export type ScheduleRule = {
  every: number;
  unit: RecurringUnit;
  startDate: string;
  /** Monthly only: 1–28, "last", or null for the start date's day. */
  dayOfMonth: number | "last" | null;
};

export type ScheduleLimits = {
  /** No period after this day. */
  endDate: string | null;
  /** At most this many invoices in all. */
  count: number | null;
};

type Day = { year: number; month: number; day: number };

function parseDay(iso: string): Day {
  const [year, month, day] = iso.split("-").map(Number) as [number, number, number];
  return { year, month, day };
}

const pad = (value: number, width = 2) => String(value).padStart(width, "0");
const formatDay = ({ year, month, day }: Day) => `${pad(year, 4)}-${pad(month)}-${pad(day)}`;

/** The number of days in a month (1–12) of a year, leap years included. */
export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** @example addDays("2028-02-28", 1) // "2028-02-29" */
export function addDays(iso: string, days: number): string {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

function monthly(rule: ScheduleRule, n: number): string {
  const start = parseDay(rule.startDate);
  const { dayOfMonth } = rule;
  // The first month: the start's own, unless a fixed day already passed in it.
  const offset = typeof dayOfMonth === "number" && dayOfMonth < start.day ? 1 : 0;
  const index = start.year * 12 + (start.month - 1) + offset + n * rule.every;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const length = daysInMonth(year, month);
  const day = dayOfMonth === "last" ? length : typeof dayOfMonth === "number" ? dayOfMonth : Math.min(start.day, length);
  return formatDay({ year, month, day });
}

/**
 * The date of period n (0-based).
 *
 * @example
 * periodDate({ every: 1, unit: "month", startDate: "2027-01-31", dayOfMonth: null }, 1)   // "2027-02-28"
 * periodDate({ every: 1, unit: "month", startDate: "2027-01-31", dayOfMonth: null }, 2)   // "2027-03-31"
 * periodDate({ every: 1, unit: "month", startDate: "2028-01-15", dayOfMonth: "last" }, 1) // "2028-02-29"
 */
export function periodDate(rule: ScheduleRule, n: number): string {
  switch (rule.unit) {
    case "day":
      return addDays(rule.startDate, n * rule.every);
    case "week":
      return addDays(rule.startDate, n * rule.every * 7);
    case "month":
      return monthly(rule, n);
    case "year": {
      const start = parseDay(rule.startDate);
      const year = start.year + n * rule.every;
      return formatDay({ year, month: start.month, day: Math.min(start.day, daysInMonth(year, start.month)) });
    }
  }
}

/** The first period whose date is on or after `day` (period dates only grow with n). */
export function firstPeriodOnOrAfter(rule: ScheduleRule, day: string): number {
  let n = 0;
  // Jump close first: a daily schedule started years ago would otherwise count every day.
  if (rule.unit === "day" || rule.unit === "week") {
    const stepDays = rule.every * (rule.unit === "week" ? 7 : 1);
    const elapsed = (Date.parse(`${day}T00:00:00Z`) - Date.parse(`${rule.startDate}T00:00:00Z`)) / 86_400_000;
    n = Math.max(0, Math.floor(elapsed / stepDays) - 1);
  }
  while (periodDate(rule, n) < day) n += 1;
  return n;
}

/**
 * The date of period n if the schedule still makes it, given how many invoices it made; null once
 * the count is reached or the date is past the end date.
 */
export function periodWithinLimits(rule: ScheduleRule, limits: ScheduleLimits, n: number, generatedCount: number): string | null {
  if (limits.count !== null && generatedCount >= limits.count) return null;
  const date = periodDate(rule, n);
  return limits.endDate !== null && date > limits.endDate ? null : date;
}
