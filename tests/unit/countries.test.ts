import { countryName, countryOptions, isCountryCode, ISO_COUNTRY_CODES, PRIORITY_COUNTRY_CODES } from "@/lib/countries";

describe("countries", () => {
  it("knows the whole world list and only real codes", () => {
    expect(ISO_COUNTRY_CODES.length).toBeGreaterThanOrEqual(249);
    expect(new Set(ISO_COUNTRY_CODES).size).toBe(ISO_COUNTRY_CODES.length);
    expect(isCountryCode("SE")).toBe(true);
    expect(isCountryCode("XX")).toBe(false);
    expect(isCountryCode("se")).toBe(false);
  });

  it("names every code through Intl", () => {
    expect(countryName("DE")).toBe("Germany");
    for (const code of ISO_COUNTRY_CODES) expect(countryName(code)).not.toBe(code);
  });

  it("lists the priority countries first, then the rest alphabetically, each once", () => {
    const options = countryOptions();
    expect(options.slice(0, PRIORITY_COUNTRY_CODES.length).map((o) => o.code)).toEqual(PRIORITY_COUNTRY_CODES);
    const rest = options.slice(PRIORITY_COUNTRY_CODES.length).map((o) => o.name);
    expect(rest).toEqual([...rest].sort((a, b) => a.localeCompare(b, "en")));
    expect(options).toHaveLength(ISO_COUNTRY_CODES.length);
  });
});
