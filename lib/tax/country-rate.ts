import { isEuCountry, normalizeCountryCode } from "./eu-countries";
import { STANDARD_RATE_HISTORY } from "./rate-table";
import { parseTaxRateOrThrow, serializeRate } from "./tax-rate";
import { toTaxPointDate, type TaxPointInput } from "./tax-point";
import type { DecimalInput } from "@/lib/money";

/**
 * Countries without one national rate: the US has no national sales tax (states and cities set
 * it) and Canada's 5 % is only the federal GST (provinces add PST or replace both with HST). For
 * these, and for countries outside the table, the user's own rate (profile `vatRate`, else
 * `defaultVATRate`) is the supplier's rate.
 */
export const COUNTRIES_WITHOUT_NATIONAL_RATE = ["US", "CA"] as const;

/**
 * The standard rate of a country on a tax point, as "25.50", or undefined when the country is
 * not in the table.
 *
 * @example
 * standardRate("FI", "2024-08-31") // "24.00"
 * standardRate("FI", "2024-09-01") // "25.50"
 * standardRate("BR", "2024-09-01") // undefined
 */
export function standardRate(country: string, taxPoint: TaxPointInput): string | undefined {
  const periods = STANDARD_RATE_HISTORY[normalizeCountryCode(country)];
  if (!periods) return undefined;
  const date = toTaxPointDate(taxPoint);
  // Periods are in date order: the last one that has started applies.
  let rate: string | undefined;
  for (const period of periods) {
    if (period.from === null || period.from <= date) rate = period.rate;
  }
  return rate === undefined ? undefined : serializeRate(rate);
}

/**
 * SPEC section 9: a country without a rate falls back to 25 inside the EU region, else 8.
 *
 * @example
 * fallbackRate("SE") // "25.00"
 * fallbackRate("BR") // "8.00"
 */
export function fallbackRate(country: string): string {
  return serializeRate(isEuCountry(country) ? "25" : "8");
}

/**
 * The rate a supplier in `country` charges at home: the dated standard rate; for the US, Canada
 * and countries outside the table the user's own rate when there is one, else the table's default
 * (US 8.5, CA 5) or the fallback.
 *
 * @example
 * supplierCountryRate("SE", "2025-01-01", "12")  // "25.00" (a national rate is not the user's to change)
 * supplierCountryRate("US", "2025-01-01", "7.25") // "7.25"
 * supplierCountryRate("US", "2025-01-01")         // "8.50"
 * supplierCountryRate("BR", "2025-01-01")         // "8.00"
 */
export function supplierCountryRate(country: string, taxPoint: TaxPointInput, ownRate?: DecimalInput | null): string {
  const code = normalizeCountryCode(country);
  const tableRate = standardRate(code, taxPoint);
  const usesOwnRate = tableRate === undefined || (COUNTRIES_WITHOUT_NATIONAL_RATE as readonly string[]).includes(code);
  if (usesOwnRate && ownRate !== undefined && ownRate !== null && ownRate !== "") {
    return serializeRate(parseTaxRateOrThrow(ownRate, "own tax rate"));
  }
  return tableRate ?? fallbackRate(code);
}

/**
 * The rate of the customer's country (One-Stop-Shop sales): the table, else the fallback. The
 * user's own rate never applies here — it is a rate of the supplier's country.
 *
 * @example
 * customerCountryRate("EE", "2025-07-01") // "24.00"
 */
export function customerCountryRate(country: string, taxPoint: TaxPointInput): string {
  return standardRate(country, taxPoint) ?? fallbackRate(country);
}
