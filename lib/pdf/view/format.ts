import { localeForLanguage } from "@/lib/money";

export { countryNameIn } from "@/lib/countries/invoice-languages";

/**
 * Dates and countries in the invoice's language (quantities with their units: lib/invoices/item-units.ts). Country names come from the app's one
 * static list (lib/countries/invoice-languages.ts), not Intl, so a PDF names a country as the
 * screens do. Dates are stored as "YYYY-MM-DD" days, so they are read and printed in UTC: a server
 * in any time zone prints the day stored.
 *
 * Intl formatters are costly to build (locale data is resolved on construction) and are called
 * for every line of every PDF, so each is built once per locale and kept.
 */
function cachedPerLocale<T>(build: (locale: string) => T): (language: string) => T {
  const cache = new Map<string, T>();
  return (language) => {
    const locale = localeForLanguage(language);
    let formatter = cache.get(locale);
    if (!formatter) {
      formatter = build(locale);
      cache.set(locale, formatter);
    }
    return formatter;
  };
}

const dateFormat = cachedPerLocale((locale) => new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeZone: "UTC" }));

/**
 * @example
 * formatInvoiceDate("2026-11-02", "en") // "Nov 2, 2026"
 * formatInvoiceDate("2026-11-02", "sv") // "2 nov. 2026"
 * formatInvoiceDate("2026-11-02", "de") // "02.11.2026"
 */
export function formatInvoiceDate(day: string, language: string): string {
  const date = new Date(`${day.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return dateFormat(language).format(date);
}

const rateFormat = cachedPerLocale((locale) => new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 6 }));

/**
 * An exchange rate as "1 EUR = 11.2345 SEK" in the language's digits: the stored six decimals
 * without trailing zeros (Intl takes the decimal string exactly).
 *
 * @example
 * formatExchangeRate("EUR", "SEK", "11.234500", "sv") // "1 EUR = 11,2345 SEK"
 */
export function formatExchangeRate(from: string, to: string, rate: string, language: string): string {
  return `1 ${from} = ${rateFormat(language).format(rate as unknown as number)} ${to}`;
}
