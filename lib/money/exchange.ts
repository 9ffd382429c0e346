import { Decimal, toDecimal, type DecimalInput } from "./decimal";
import { roundMoney } from "./rounding";

/** Exchange rates are kept to six decimals: the ECB publishes at most five significant ones. */
export const RATE_DECIMALS = 6;

/**
 * The rate from one currency to another through the euro, from the ECB's reference rates (units of
 * each currency for one euro; the euro itself is 1). Art. 91(2) of Council Directive 2006/112/EC:
 * "conversion between currencies other than the euro shall be made by using the euro exchange rate
 * of each currency". Rounded half up to six decimals, and the rounded rate is the one stated and
 * used, so anyone can redo the arithmetic from the invoice.
 *
 * @example
 * // 1 EUR = 1.0921 USD and 11.2345 SEK: 1 USD = 11.2345 / 1.0921 SEK
 * crossRate("1.0921", "11.2345") // "10.287062"
 * crossRate("1", "11.2345")      // "11.234500" (EUR → SEK)
 * crossRate("1.0921", "1")       // "0.915667" (USD → EUR)
 */
export function crossRate(fromPerEuro: DecimalInput, toPerEuro: DecimalInput): string {
  const from = toDecimal(fromPerEuro);
  if (from.lessThanOrEqualTo(0)) throw new RangeError("An exchange rate must be above 0");
  return toDecimal(toPerEuro).dividedBy(from).toDecimalPlaces(RATE_DECIMALS, Decimal.ROUND_HALF_UP).toFixed(RATE_DECIMALS);
}

/**
 * An amount in another currency at a rate, rounded half up to the cent.
 *
 * @example
 * convertAmount("250.00", "10.287062") // "2571.77"
 */
export function convertAmount(amount: DecimalInput, rate: DecimalInput): string {
  return roundMoney(toDecimal(amount).times(toDecimal(rate))).toFixed(2);
}
