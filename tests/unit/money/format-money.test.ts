import { formatMoney, formatMoneyWhole, formatPercent, localeForLanguage } from "@/lib/money";

// Intl separates groups and symbols with no-break spaces in sv-SE and de-DE.
const NBSP = "\u00a0";

describe("formatMoney: the full format of lists and PDFs", () => {
  it.each([
    // amount       currency language expected
    ["1234.5", "USD", "en", "$1,234.50"],
    ["1234.5", "EUR", "en", "€1,234.50"],
    ["1234.5", "GBP", "en", "£1,234.50"],
    ["1234.5", "SEK", "en", `1,234.50${NBSP}kr`], //            'N kr', never "kr 1,234.50"
    ["1234.5", "SEK", "sv", `1${NBSP}234,50${NBSP}kr`],
    ["1234.5", "EUR", "sv", `1${NBSP}234,50${NBSP}€`],
    ["1234.5", "USD", "sv", `1${NBSP}234,50${NBSP}$`], //      '$', not "US$"
    ["1234.5", "EUR", "de", `1.234,50${NBSP}€`],
    ["1234.5", "GBP", "de", `1.234,50${NBSP}£`],
    ["1234.5", "SEK", "de", `1.234,50${NBSP}kr`],
    ["1234.5", "NOK", "en", "$1,234.50"], //                   any other currency shows $
    ["1.005", "USD", "en", "$1.01"], //                         decimal rounding, not float (float gives $1.00)
    ["123456789012.345", "USD", "en", "$123,456,789,012.35"], // beyond float precision
    ["0", "EUR", "de", `0,00${NBSP}€`],
  ])("%s %s in %s → %s", (amount, currency, language, expected) => {
    expect(formatMoney(amount, currency, language)).toBe(expected);
  });

  it("falls back to English for an unknown language", () => {
    expect(formatMoney("10", "EUR", "xx")).toBe("€10.00");
  });
});

describe("formatMoneyWhole: views round to whole units", () => {
  it.each([
    ["1234.50", "USD", "en", "$1,235"], // .50 rounds up
    ["1234.49", "EUR", "en", "€1,234"],
    ["1234.50", "SEK", "sv", `1${NBSP}235${NBSP}kr`],
    ["999.5", "EUR", "de", `1.000${NBSP}€`],
  ])("%s %s in %s → %s", (amount, currency, language, expected) => {
    expect(formatMoneyWhole(amount, currency, language)).toBe(expected);
  });
});

describe("formatPercent", () => {
  it.each([
    ["25", "en", "25%"],
    ["25.50", "en", "25.5%"],
    ["25.5", "sv", `25,5${NBSP}%`],
    ["7.7", "de", `7,7${NBSP}%`],
    ["8.25", "en", "8.25%"],
    ["0", "en", "0%"],
  ])("%s in %s → %s", (rate, language, expected) => {
    expect(formatPercent(rate, language)).toBe(expected);
  });
});

describe("localeForLanguage", () => {
  it.each([
    ["en", "en-US"],
    ["sv", "sv-SE"],
    ["de", "de-DE"],
    ["fr", "en-US"],
  ])("%s → %s", (language, locale) => {
    expect(localeForLanguage(language)).toBe(locale);
  });
});
