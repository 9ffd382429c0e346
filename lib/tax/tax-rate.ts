import { parseDecimal, toDecimal, type Decimal, type DecimalInput, type DecimalParseResult } from "@/lib/money";

/** Tax rates are percentages from 0 to 100 with at most two decimals (columns are Decimal(5,2)). */
export const TAX_RATE_DECIMALS = 2;

/**
 * Parses a tax rate from a form or the wire ("25", "25.5", "7.70").
 *
 * @example
 * parseTaxRate("25.5")   // { ok: true, value: 25.5 }
 * parseTaxRate("100.01") // { ok: false, reason: "above_maximum" }
 * parseTaxRate("8.125")  // { ok: false, reason: "too_many_decimals" }
 */
export function parseTaxRate(input: unknown): DecimalParseResult {
  return parseDecimal(input, { maxDecimals: TAX_RATE_DECIMALS, min: 0, max: 100 });
}

/** Like {@link parseTaxRate}, throwing a RangeError that names the field. */
export function parseTaxRateOrThrow(input: unknown, field = "tax rate"): Decimal {
  const result = parseTaxRate(input);
  if (!result.ok) throw new RangeError(`Invalid ${field}: ${result.message}`);
  return result.value;
}

/**
 * Writes a rate the way the database column holds it: two decimals.
 *
 * @example
 * serializeRate("25.5") // "25.50"
 */
export function serializeRate(rate: DecimalInput): string {
  return toDecimal(rate).toFixed(TAX_RATE_DECIMALS);
}
