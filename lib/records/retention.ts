/**
 * How long a closed account's records are kept (issue #25, docs/records.md): RECORDS_RETENTION_YEARS
 * full years after the end of the year a record was issued in. 7 by default (Sweden's
 * Bokföringslagen 7 kap. 2 §); an operator in a country with a longer duty sets it (Germany: 8 for
 * invoices under § 147 AO / GoBD since 2025, 10 for books and documents older than that).
 */
export const DEFAULT_RETENTION_YEARS = 7;
const MAX_RETENTION_YEARS = 100;

type Env = Record<string, string | undefined>;

/** The configured number of years (default when unset); a value that is no whole number of years stops the job rather than purge early. */
export function retentionYears(env: Env = process.env): number {
  const raw = env.RECORDS_RETENTION_YEARS?.trim();
  if (!raw) return DEFAULT_RETENTION_YEARS;
  const years = Number(raw);
  if (!Number.isInteger(years) || years < 1 || years > MAX_RETENTION_YEARS) {
    throw new Error(`RECORDS_RETENTION_YEARS must be a whole number of years from 1 to ${MAX_RETENTION_YEARS}, got "${raw}"`);
  }
  return years;
}

/**
 * The first day a record may go: a record of year Y is kept through 31 December of Y + years, so
 * the first day after that is 1 January of Y + years + 1. YYYY-MM-DD.
 *
 * @example
 * keptUntil("2026-03-05", 7) // "2033-12-31"
 */
export function keptUntil(issueDate: string, years: number): string {
  return `${Number(issueDate.slice(0, 4)) + years}-12-31`;
}

/**
 * Records whose latest date is before this day are past their time on `today` (UTC): the first of
 * January of (this year − years). A record of 2026 with 7 years goes on 2034-01-01, when the cutoff
 * is 2027-01-01.
 *
 * @example
 * purgeCutoff(new Date("2034-01-01T00:00:00Z"), 7) // "2027-01-01"
 */
export function purgeCutoff(today: Date, years: number): string {
  return `${String(today.getUTCFullYear() - years).padStart(4, "0")}-01-01`;
}
