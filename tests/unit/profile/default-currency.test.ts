import { defaultCurrencyForCountry } from "@/lib/profile/default-currency";

// Issue #24, item 8: the default currency follows the country chosen at signup.
describe("defaultCurrencyForCountry", () => {
  it.each([
    ["SE", "SEK"],
    ["DE", "EUR"],
    ["FR", "EUR"],
    ["IE", "EUR"],
    ["HR", "EUR"],
    ["GR", "EUR"],
    ["MC", "EUR"],
    ["GB", "GBP"],
    ["US", "USD"],
    ["JP", "USD"],
    ["DK", "USD"],
    ["CH", "USD"],
    ["se", "SEK"],
  ])("%s → %s", (country, currency) => {
    expect(defaultCurrencyForCountry(country, new Date("2026-11-26T12:00:00Z"))).toBe(currency);
  });

  it("Bulgaria: lev before 2026 is not offered, so USD; the euro from 1 January 2026", () => {
    expect(defaultCurrencyForCountry("BG", new Date("2025-12-31T12:00:00Z"))).toBe("USD");
    expect(defaultCurrencyForCountry("BG", new Date("2026-01-01T12:00:00Z"))).toBe("EUR");
  });
});
