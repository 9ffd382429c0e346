import { Decimal } from "@/lib/money/decimal";
import { StatementError } from "./statement-credit";

/**
 * An amount as banks print it: "1234.50", "1 234,50", "1.234,50", "1,234.50", "-50,00", "+12".
 * The last separator followed by one or two digits is the decimal one; the others group thousands.
 * Answers null for anything else.
 */
export function parseStatementAmount(raw: string): Decimal | null {
  const compact = raw.replace(/[\s\u00a0\u202f']/g, "");
  const match = /^([+-]?)(\d[\d.,]*)$/.exec(compact);
  if (!match) return null;
  const [, sign, digits] = match as unknown as [string, string, string];
  const decimalAt = Math.max(digits.lastIndexOf("."), digits.lastIndexOf(","));
  const hasDecimals = decimalAt >= 0 && digits.length - decimalAt - 1 <= 2;
  const whole = hasDecimals ? digits.slice(0, decimalAt) : digits;
  const fraction = hasDecimals ? digits.slice(decimalAt + 1) : "";
  // Grouping separators only between groups of three, and never the decimal one: "1.234" is 1234,
  // "1.2.3" and "12,345,6" are nothing.
  if (!/^\d+$/.test(whole) && !/^\d{1,3}([.,]\d{3})+$/.test(whole)) return null;
  if (hasDecimals && whole.includes(digits[decimalAt] as string)) return null;
  return new Decimal(`${sign}${whole.replace(/[.,]/g, "")}.${fraction || "0"}`);
}

/** A camt amount: ISO 20022 writes a dot and at most five decimals; money here has two. */
export function parseIsoAmount(raw: string, where: string): Decimal {
  const text = raw.trim();
  if (!/^\d{1,18}(\.\d{1,5})?$/.test(text)) throw new StatementError(`${where}: the amount "${text}" is not an amount`);
  const amount = new Decimal(text);
  if (amount.decimalPlaces() > 2) throw new StatementError(`${where}: the amount "${text}" has more than two decimals`);
  return amount;
}

const isRealDay = (iso: string) =>
  !Number.isNaN(Date.parse(`${iso}T00:00:00Z`)) && new Date(`${iso}T00:00:00Z`).toISOString().startsWith(iso);

/**
 * A booking date as YYYY-MM-DD from "2026-11-20", "2026/11/20", "20261120", "20.11.2026" or an
 * ISO date-time ("2026-11-20T10:15:00+01:00": the date as the bank wrote it). Day-first with dots
 * only: "11/20/2026" and "20/11/2026" can't be told apart, so neither is guessed.
 */
export function parseStatementDate(raw: string): string | null {
  const text = raw.trim();
  let iso: string | null = null;
  let match = /^(\d{4})[-/]?(\d{2})[-/]?(\d{2})(?:T.*)?$/.exec(text);
  if (match) iso = `${match[1]}-${match[2]}-${match[3]}`;
  match = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(text);
  if (match) iso = `${match[3]}-${match[2]?.padStart(2, "0")}-${match[1]?.padStart(2, "0")}`;
  return iso && isRealDay(iso) ? iso : null;
}

/** ISO 4217 codes are three letters. */
export function parseCurrency(raw: string): string | null {
  const code = raw.trim().toUpperCase();
  return /^[A-Z]{3}$/.test(code) ? code : null;
}
