import { Decimal, toDecimal, type DecimalInput } from "./decimal";

/** Money is kept to the cent: two decimals everywhere (columns are Decimal(14,2)). */
export const MONEY_DECIMALS = 2;

/**
 * Rounds to the cent, half up: a tie (exactly half a cent) goes away from zero, as in commercial
 * and tax rounding (0.005 → 0.01, -0.005 → -0.01). Exact, so 1.005 really is a tie and becomes
 * 1.01, where floating point would give 1.00.
 *
 * @example
 * roundMoney("1.005").toFixed(2)  // "1.01"
 * roundMoney("2.675").toFixed(2)  // "2.68"
 * roundMoney("0.0049").toFixed(2) // "0.00"
 */
export function roundMoney(value: DecimalInput): Decimal {
  return toDecimal(value).toDecimalPlaces(MONEY_DECIMALS, Decimal.ROUND_HALF_UP);
}

/**
 * Rounds to whole currency units, half up — the display of amounts in views (SPEC section 9).
 *
 * @example
 * roundToWholeUnits("1234.50").toString() // "1235"
 * roundToWholeUnits("1234.49").toString() // "1234"
 */
export function roundToWholeUnits(value: DecimalInput): Decimal {
  return toDecimal(value).toDecimalPlaces(0, Decimal.ROUND_HALF_UP);
}

/**
 * True when the value has no more than `decimals` decimal places (trailing zeros don't count).
 *
 * @example
 * hasAtMostDecimals("12.50", 2) // true
 * hasAtMostDecimals("12.505", 2) // false
 */
export function hasAtMostDecimals(value: DecimalInput, decimals: number): boolean {
  return toDecimal(value).decimalPlaces() <= decimals;
}
