import DecimalJs from "decimal.js";

/**
 * The one decimal type for money and rates: decimal.js with its own configuration, so nothing
 * else in the process (Prisma also ships decimal.js) can change how our amounts round.
 *
 * Precision 40 significant digits covers the largest invoice the form allows
 * (60 lines × 100 000 × 1 000 000.00 = 6 000 000 000 000.00) times a rate with room to spare;
 * exponents stay off so `toString()` never prints "1e+21".
 */
export const Decimal = DecimalJs.clone({
  precision: 40,
  rounding: DecimalJs.ROUND_HALF_UP,
  toExpNeg: -40,
  toExpPos: 40,
});
export type Decimal = DecimalJs;

/** What the money helpers accept: a decimal string ("1234.50"), a finite number, or a Decimal. */
export type DecimalInput = string | number | Decimal;

/**
 * Converts input to a Decimal, refusing NaN and ±Infinity (an amount that is not a number must
 * never reach a total).
 *
 * @example
 * toDecimal("1234.50").plus(toDecimal(0.5)).toFixed(2) // "1235.00"
 * toDecimal(Number.NaN) // throws RangeError
 */
export function toDecimal(value: DecimalInput): Decimal {
  if (typeof value === "number" && !Number.isFinite(value)) {
    throw new RangeError(`Not a finite number: ${value}`);
  }
  if (typeof value === "string" && value.trim() === "") {
    throw new RangeError("Not a number: empty string");
  }
  let result: Decimal;
  try {
    result = new Decimal(value);
  } catch {
    throw new RangeError(`Not a number: ${String(value)}`);
  }
  if (!result.isFinite()) throw new RangeError(`Not a finite number: ${String(value)}`);
  return result;
}

/**
 * Adds amounts exactly.
 *
 * @example
 * sumDecimals(["0.10", "0.20"]).toFixed(2) // "0.30" (0.1 + 0.2 in floats is 0.30000000000000004)
 */
export function sumDecimals(values: readonly DecimalInput[]): Decimal {
  return values.reduce<Decimal>((sum, value) => sum.plus(toDecimal(value)), new Decimal(0));
}
