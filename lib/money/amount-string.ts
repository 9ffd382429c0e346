import { Decimal, toDecimal, type DecimalInput } from "./decimal";
import { MONEY_DECIMALS } from "./rounding";

/**
 * Amounts travel as strings on the wire ("1234.50") and are parsed here, strictly: a plain decimal
 * with an optional minus sign. No exponents, no thousands separators, no NaN or Infinity, and no
 * more decimals than the column holds — an amount that would be silently rounded on the way into
 * the database is refused instead.
 */
const PLAIN_DECIMAL = /^-?\d+(\.\d+)?$/;

/** The largest amount a Decimal(14,2) column holds. */
export const MAX_STORABLE_AMOUNT = "999999999999.99";

export type DecimalParseFailure = "not_a_number" | "too_many_decimals" | "below_minimum" | "above_maximum";

export type DecimalParseResult = { ok: true; value: Decimal } | { ok: false; reason: DecimalParseFailure; message: string };

export interface DecimalParseOptions {
  /** Most decimal places accepted (trailing zeros count: "1.500" has three). */
  maxDecimals: number;
  min?: DecimalInput;
  max?: DecimalInput;
}

function failure(reason: DecimalParseFailure, message: string): DecimalParseResult {
  return { ok: false, reason, message };
}

/** The written decimals of a plain decimal string, trailing zeros included. */
function writtenDecimals(text: string): number {
  const dot = text.indexOf(".");
  return dot === -1 ? 0 : text.length - dot - 1;
}

/**
 * Parses a decimal from the wire or a form. Strings must be plain decimals; numbers must be finite
 * and are read through their shortest representation (0.1 + 0.2 has 17 decimals and is refused).
 *
 * @example
 * parseDecimal("12.50", { maxDecimals: 2 })  // { ok: true, value: 12.5 }
 * parseDecimal("1e3", { maxDecimals: 2 })    // { ok: false, reason: "not_a_number" }
 * parseDecimal("1.005", { maxDecimals: 2 })  // { ok: false, reason: "too_many_decimals" }
 * parseDecimal("-1", { maxDecimals: 2, min: 0 }) // { ok: false, reason: "below_minimum" }
 */
export function parseDecimal(input: unknown, options: DecimalParseOptions): DecimalParseResult {
  let text: string;
  if (typeof input === "number") {
    if (!Number.isFinite(input)) return failure("not_a_number", `${input} is not a finite number`);
    text = new Decimal(input).toFixed();
  } else if (typeof input === "string") {
    text = input.trim();
  } else {
    return failure("not_a_number", "Expected a decimal string");
  }
  if (!PLAIN_DECIMAL.test(text)) return failure("not_a_number", `"${text}" is not a decimal number`);
  if (writtenDecimals(text) > options.maxDecimals) {
    return failure("too_many_decimals", `"${text}" has more than ${options.maxDecimals} decimals`);
  }
  const value = new Decimal(text);
  if (options.min !== undefined && value.lessThan(toDecimal(options.min))) {
    return failure("below_minimum", `${text} is below the minimum ${toDecimal(options.min).toFixed()}`);
  }
  if (options.max !== undefined && value.greaterThan(toDecimal(options.max))) {
    return failure("above_maximum", `${text} is above the maximum ${toDecimal(options.max).toFixed()}`);
  }
  return { ok: true, value };
}

/**
 * Parses a money amount: at most two decimals, optional bounds.
 *
 * @example
 * parseAmount("1234.5")          // { ok: true, value: 1234.5 }
 * parseAmount("12.345")          // { ok: false, reason: "too_many_decimals" }
 * parseAmount("Infinity")        // { ok: false, reason: "not_a_number" }
 */
export function parseAmount(input: unknown, bounds: { min?: DecimalInput; max?: DecimalInput } = {}): DecimalParseResult {
  return parseDecimal(input, { maxDecimals: MONEY_DECIMALS, ...bounds });
}

/**
 * Like {@link parseAmount} but throws a RangeError, for code paths where input was validated
 * before (a zod schema) and a failure is a bug.
 *
 * @example
 * parseAmountOrThrow("19.99").toFixed(2) // "19.99"
 */
export function parseAmountOrThrow(input: unknown, bounds: { min?: DecimalInput; max?: DecimalInput } = {}): Decimal {
  const result = parseAmount(input, bounds);
  if (!result.ok) throw new RangeError(result.message);
  return result.value;
}

/**
 * Writes an amount for the wire and the database: always two decimals, never an exponent. It
 * refuses values with more than two decimals instead of rounding them, so a missing
 * `roundMoney` shows up as an error rather than as a cent lost somewhere.
 *
 * @example
 * serializeAmount("1234.5")               // "1234.50"
 * serializeAmount(roundMoney("0.125"))    // "0.13"
 * serializeAmount("0.125")                // throws RangeError
 */
export function serializeAmount(value: DecimalInput): string {
  const decimal = toDecimal(value);
  if (decimal.decimalPlaces() > MONEY_DECIMALS) {
    throw new RangeError(`${decimal.toFixed()} has more than ${MONEY_DECIMALS} decimals: round it first`);
  }
  return decimal.toFixed(MONEY_DECIMALS);
}

/**
 * True when the amount fits a Decimal(14,2) column (|value| ≤ 999 999 999 999.99, two decimals).
 * The form's limits allow invoices larger than that (60 × 100 000 × 1 000 000.00), so the
 * invoice service must check before it writes.
 *
 * @example
 * isStorableAmount("999999999999.99") // true
 * isStorableAmount("1000000000000.00") // false
 */
export function isStorableAmount(value: DecimalInput): boolean {
  const decimal = toDecimal(value);
  return decimal.decimalPlaces() <= MONEY_DECIMALS && decimal.abs().lessThanOrEqualTo(MAX_STORABLE_AMOUNT);
}
