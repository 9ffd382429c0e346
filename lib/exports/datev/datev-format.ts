import { toDecimal, type DecimalInput } from "@/lib/money";
import { DATEV_COLUMNS } from "./datev-columns";

/**
 * The field syntax of DATEV-Format files: fields separated by ";", text in double quotes (a quote
 * inside doubled), amounts with a decimal comma and no grouping, dates as digits without
 * separators, records ending with CR LF.
 */
export function datevText(value: string | null | undefined, max: number): string {
  const cleaned = (value ?? "")
    .replace(/[\r\n\t]+/g, " ")
    .trim()
    .slice(0, max);
  return `"${cleaned.replace(/"/g, '""')}"`;
}

/** "1234,56": DATEV's Umsatz is always positive; the debit/credit flag carries the sign. */
export function datevAmount(value: DecimalInput): string {
  return toDecimal(value).abs().toFixed(2).replace(".", ",");
}

export function datevRate(value: DecimalInput): string {
  return toDecimal(value).toFixed(6).replace(".", ",");
}

const parts = (date: Date) => {
  const iso = date.toISOString();
  return { year: iso.slice(0, 4), month: iso.slice(5, 7), day: iso.slice(8, 10) };
};

/** Belegdatum: TTMM (the year is the batch's). */
export function datevDayMonth(date: Date): string {
  const { day, month } = parts(date);
  return `${day}${month}`;
}

/** TTMMJJJJ: Leistungsdatum, Fälligkeit. */
export function datevFullDate(date: Date): string {
  const { day, month, year } = parts(date);
  return `${day}${month}${year}`;
}

/** YYYYMMDD: the header's dates. */
export function datevHeaderDate(iso: string): string {
  return iso.slice(0, 10).replace(/-/g, "");
}

/** One booking row: the given fields at their 1-based positions, every other of the 125 empty. */
export function datevRecord(fields: Partial<Record<number, string>>): string {
  return DATEV_COLUMNS.map((_, index) => fields[index + 1] ?? "").join(";");
}

/** The second line: the field names, as text. */
export function datevColumnsRecord(): string {
  return DATEV_COLUMNS.map((name) => datevText(name, 100)).join(";");
}
