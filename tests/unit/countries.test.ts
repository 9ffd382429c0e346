import countries from "i18n-iso-countries/index";
import english from "i18n-iso-countries/langs/en.json";
import { countryName, countryOptions, isCountryCode, ISO_COUNTRY_CODES, PRIORITY_COUNTRY_CODES } from "@/lib/countries";
import { countryNameIn } from "@/lib/countries/invoice-languages";

describe("countries", () => {
  it("knows the whole world list and only real codes", () => {
    expect(ISO_COUNTRY_CODES.length).toBeGreaterThanOrEqual(249);
    expect(new Set(ISO_COUNTRY_CODES).size).toBe(ISO_COUNTRY_CODES.length);
    expect(isCountryCode("SE")).toBe(true);
    expect(isCountryCode("XX")).toBe(false);
    expect(isCountryCode("se")).toBe(false);
  });

  it("names every code from the i18n-iso-countries list, which has exactly our codes", () => {
    expect(Object.keys(english.countries).sort()).toEqual([...ISO_COUNTRY_CODES].sort());
    expect(countryName("DE")).toBe("Germany");
    for (const code of ISO_COUNTRY_CODES) expect(countryName(code)).not.toBe(code);
  });

  it("gives the names of the static list, not the runtime's Intl data (issue #15: hydration)", () => {
    // Node's ICU says "Falkland Islands (Islas Malvinas)", Chromium's "Falkland Islands".
    expect(countryName("FK")).toBe("Falkland Islands (Malvinas)");
    // The name people use where the list's first name is the formal one.
    expect(countryName("US")).toBe("United States");
    expect(countryName("TW")).toBe("Taiwan");
    expect(countryName("GB")).toBe("United Kingdom");
    expect(countryName("CD")).toBe("Democratic Republic of the Congo");
    expect(countryName("CG")).toBe("Republic of the Congo");
  });

  it("reads the package's English list as the package itself would, without loading its code (issue #24)", () => {
    countries.registerLocale(english);
    const byAlias = new Set(["CI", "CN", "CZ", "GM", "IR", "MK", "PS", "RU", "TW", "TZ", "US"]);
    for (const code of ISO_COUNTRY_CODES) {
      expect(countryName(code)).toBe(countries.getName(code, "en", { select: byAlias.has(code) ? "alias" : "official" }));
      expect(countryName(code.toLowerCase())).toBe(countries.getName(code, "en"));
    }
    expect(countryName("XX")).toBe("XX");
  });

  it("lists the priority countries first, then the rest by name ignoring accents, each once", () => {
    const options = countryOptions();
    expect(options.slice(0, PRIORITY_COUNTRY_CODES.length).map((o) => o.code)).toEqual(PRIORITY_COUNTRY_CODES);
    const rest = options.slice(PRIORITY_COUNTRY_CODES.length).map((o) => o.name);
    expect(rest.slice(0, 3)).toEqual(["Afghanistan", "Åland Islands", "Albania"]);
    expect(rest.indexOf("Côte d'Ivoire")).toBe(rest.indexOf("Costa Rica") + 1);
    expect(options).toHaveLength(ISO_COUNTRY_CODES.length);
  });

  it("names countries in the invoice languages for the PDFs", () => {
    expect(countryNameIn("DE", "sv")).toBe("Tyskland");
    expect(countryNameIn("SE", "de")).toBe("Schweden");
    expect(countryNameIn("se", "en")).toBe("Sweden");
    expect(countryNameIn("US", "en")).toBe("United States");
    expect(countryNameIn("XX1", "de")).toBe("XX1");
    expect(countryNameIn(null, "en")).toBeNull();
  });
});
