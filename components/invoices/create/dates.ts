/** SPEC section 9: an invoice is due 30 days after its date unless the user says otherwise. */
export const DUE_DAYS = 30;

const pad = (value: number) => String(value).padStart(2, "0");

/** Today in the user's own time zone, as the date inputs hold it: "2026-03-14". */
export function todayIso(now: Date = new Date()): string {
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** A real calendar day written YYYY-MM-DD: the invoice schema's own date rule. */
export { isCalendarDate as isIsoDate } from "@/lib/invoices/invoice-fields";

/**
 * A calendar date plus whole days, in UTC so a daylight-saving change can't shift it by one.
 *
 * @example
 * addDaysIso("2026-01-31", 30) // "2026-03-02"
 */
export function addDaysIso(isoDay: string, days: number): string {
  const date = new Date(`${isoDay}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
