import { CURRENCIES, type Currency } from "@/lib/money";
import { nationalCurrency, normalizeCountryCode } from "@/lib/tax";

/** Countries outside the EU whose money is the euro (by agreement or in practice). */
const EURO_OUTSIDE_THE_EU = new Set(["AD", "MC", "SM", "VA", "ME", "XK"]);

/**
 * The currency a new account invoices in by default, from the country chosen at signup (issue #24,
 * item 8): the country's own currency where the app offers it (SE → SEK, the euro area → EUR,
 * GB → GBP), else USD. The user changes it in Settings.
 *
 * @example
 * defaultCurrencyForCountry("DE") // "EUR"
 * defaultCurrencyForCountry("DK") // "USD" (DKK is not offered)
 */
export function defaultCurrencyForCountry(country: string, now: Date = new Date()): Currency {
  const code = normalizeCountryCode(country);
  if (EURO_OUTSIDE_THE_EU.has(code)) return "EUR";
  const national = nationalCurrency(code, now);
  return (CURRENCIES as readonly string[]).includes(national ?? "") ? (national as Currency) : "USD";
}
