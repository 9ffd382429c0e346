/** Plans of SPEC sections 1 and 9. */
export const FREE_INVOICES_PER_MONTH = 3;
export const PRO_PRICE_USD = 9;

/** The calendar month an invoice counts against, in UTC: "2026-11". */
export function quotaMonth(date: Date = new Date()): string {
  return date.toISOString().slice(0, 7);
}
