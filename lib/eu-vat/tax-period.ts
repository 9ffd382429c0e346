/** A VAT reporting period: a calendar quarter ("2026-Q3") or month ("2026-07"), with its first and last day. */
export type TaxPeriod = { label: string; from: string; to: string };

const QUARTER = /^(\d{4})-Q([1-4])$/;
const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

const iso = (year: number, month: number, day: number) => new Date(Date.UTC(year, month - 1, day)).toISOString().slice(0, 10);
/** The last day of a month: day 0 of the next one. */
const lastDay = (year: number, month: number) => iso(year, month + 1, 0);

/**
 * @example
 * readTaxPeriod("2026-Q3") // { label: "2026-Q3", from: "2026-07-01", to: "2026-09-30" }
 * readTaxPeriod("2026-02") // { label: "2026-02", from: "2026-02-01", to: "2026-02-28" }
 * readTaxPeriod("2026-13") // null
 */
export function readTaxPeriod(text: string, { months = true }: { months?: boolean } = {}): TaxPeriod | null {
  const quarter = QUARTER.exec(text);
  if (quarter) {
    const year = Number(quarter[1]);
    const first = (Number(quarter[2]) - 1) * 3 + 1;
    return { label: text, from: iso(year, first, 1), to: lastDay(year, first + 2) };
  }
  const month = months ? MONTH.exec(text) : null;
  if (month) {
    const [year, number] = [Number(month[1]), Number(month[2])];
    return { label: text, from: iso(year, number, 1), to: lastDay(year, number) };
  }
  return null;
}

/** A calendar year as a period. */
export function yearPeriod(year: number): TaxPeriod {
  return { label: String(year), from: `${year}-01-01`, to: `${year}-12-31` };
}
