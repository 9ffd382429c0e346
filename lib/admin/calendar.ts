/** UTC calendar boundaries for the admin figures: every "today", "this week" and "this month" is UTC. */
export function startOfUtcDay(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

/** Weeks start on Monday (ISO 8601). */
export function startOfUtcWeek(now: Date): Date {
  const day = startOfUtcDay(now);
  const sinceMonday = (day.getUTCDay() + 6) % 7;
  return new Date(day.getTime() - sinceMonday * 86_400_000);
}

export function startOfUtcMonth(now: Date, monthsBack = 0): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - monthsBack, 1));
}

export function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * 86_400_000);
}

/** "2030-03-13": a UTC day as SQL compares it with InvoiceRollup.day (cast with ::date). */
export function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}
