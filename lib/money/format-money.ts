import { toDecimal, type DecimalInput } from "./decimal";
import { localeForLanguage } from "./locale";
import { roundMoney, roundToWholeUnits } from "./rounding";

/**
 * Display formats of SPEC section 9: SEK as "N kr", EUR with €, GBP with £, any other currency
 * with $. Numbers follow the invoice language (en → en-US, sv → sv-SE, de → de-DE).
 *
 * The amount is rounded with decimal.js first and handed to Intl as a string, so Intl never sees
 * a float: "1.005" prints as 1.01, not 1.00.
 */
export type MoneyPrecision = "cents" | "whole";

/** Currencies Intl prints with the symbol the spec wants; everything else is shown as USD ($). */
const SYMBOL_CURRENCIES = new Set(["USD", "EUR", "GBP"]);
/** A no-break space keeps "kr" on the line of its number, as Intl does for sv-SE. */
const KRONA_SUFFIX = "\u00a0kr";

function fractionDigits(precision: MoneyPrecision): number {
  return precision === "whole" ? 0 : 2;
}

/** A decimal string in the shape Intl.NumberFormat#format takes exactly (Intl.NumberFormat v3). */
type NumericString = `${number}`;

function rounded(value: DecimalInput, precision: MoneyPrecision): NumericString {
  const decimal = precision === "whole" ? roundToWholeUnits(value) : roundMoney(value);
  return decimal.toFixed(fractionDigits(precision)) as NumericString;
}

/**
 * Formats an amount with its currency.
 *
 * @example
 * formatMoney("1234.5", "USD", "en")          // "$1,234.50"
 * formatMoney("1234.5", "EUR", "de")          // "1.234,50 €"
 * formatMoney("1234.5", "SEK", "sv")          // "1 234,50 kr"
 * formatMoney("1234.5", "SEK", "en")          // "1,234.50 kr"
 * formatMoney("1234.5", "GBP", "en", "whole") // "£1,235"
 */
export function formatMoney(value: DecimalInput, currency: string, language: string = "en", precision: MoneyPrecision = "cents"): string {
  const amount = rounded(value, precision);
  const shownAs = currency === "SEK" ? "krona" : SYMBOL_CURRENCIES.has(currency) ? currency : "USD";
  const formatted = moneyFormat(localeForLanguage(language), fractionDigits(precision), shownAs).format(amount);
  return shownAs === "krona" ? formatted + KRONA_SUFFIX : formatted;
}

/**
 * Building an Intl.NumberFormat resolves locale data (≈ 40 µs, more than formatting a number
 * with it), and a PDF or an invoice list formats every line: each formatter is built once.
 */
const formatters = new Map<string, Intl.NumberFormat>();

function cachedFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    formatters.set(key, format);
  }
  return format;
}

function moneyFormat(locale: string, digits: number, shownAs: string): Intl.NumberFormat {
  const shape: Intl.NumberFormatOptions =
    shownAs === "krona" ? { style: "decimal" } : { style: "currency", currency: shownAs, currencyDisplay: "narrowSymbol" };
  return cachedFormat(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits, ...shape });
}

/**
 * The view format: whole units (SPEC section 9: "views round to whole units").
 *
 * @example
 * formatMoneyWhole("1234.50", "EUR", "en") // "€1,235"
 */
export function formatMoneyWhole(value: DecimalInput, currency: string, language: string = "en"): string {
  return formatMoney(value, currency, language, "whole");
}

/**
 * Formats a tax rate given in percent, with as many decimals as it has (at most two).
 *
 * @example
 * formatPercent("25")   // "25%"
 * formatPercent("25.5", "sv") // "25,5 %"
 * formatPercent("7.70", "de") // "7,7 %"
 */
export function formatPercent(rate: DecimalInput, language: string = "en"): string {
  // Percent style multiplies by 100 again; two decimals of a percent are four of the fraction.
  const fraction = toDecimal(rate).dividedBy(100).toFixed() as NumericString;
  return cachedFormat(localeForLanguage(language), { style: "percent", maximumFractionDigits: 2 }).format(fraction);
}
