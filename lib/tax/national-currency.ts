import { isEuCountry, normalizeCountryCode } from "./eu-countries";
import { toTaxPointDate, type TaxPointInput } from "./tax-point";

/**
 * The national currency of a supplier, for Art. 230 of Council Directive 2006/112/EC: an invoice
 * may be in any currency, but its VAT must also be stated in the national currency of the member
 * state where it is due. Member states outside the euro area, with the day a member state joined
 * it (Croatia 2023, Bulgaria 2026). The United Kingdom asks the same in sterling (VAT Regulations
 * 1995, reg. 14). Other countries have no such rule here: null.
 */
const NON_EURO_MEMBER_STATES: Record<string, string> = {
  CZ: "CZK",
  DK: "DKK",
  HU: "HUF",
  PL: "PLN",
  RO: "RON",
  SE: "SEK",
};

/** Member states that adopted the euro recently, with their former currency until then. */
const EURO_ADOPTIONS: Record<string, { from: string; before: string }> = {
  HR: { from: "2023-01-01", before: "HRK" },
  BG: { from: "2026-01-01", before: "BGN" },
};

/**
 * @example
 * nationalCurrency("SE", "2026-03-01") // "SEK"
 * nationalCurrency("DE", "2026-03-01") // "EUR"
 * nationalCurrency("BG", "2025-12-31") // "BGN"
 * nationalCurrency("US", "2026-03-01") // null
 */
export function nationalCurrency(country: string, date: TaxPointInput): string | null {
  const code = normalizeCountryCode(country);
  if (code === "GB") return "GBP";
  if (!isEuCountry(code)) return null;
  const nonEuro = NON_EURO_MEMBER_STATES[code];
  if (nonEuro) return nonEuro;
  const adoption = EURO_ADOPTIONS[code];
  if (adoption && toTaxPointDate(date) < adoption.from) return adoption.before;
  return "EUR";
}
