import { EXPLANATION_KEYS, EXPLANATIONS, explanationText } from "@/lib/tax";

const LANGUAGES = ["en", "sv", "de"] as const;

describe("the explanation catalogue", () => {
  it.each(EXPLANATION_KEYS.map((key) => [key]))("%s has a distinct, non-empty text in en, sv and de", (key) => {
    const texts = LANGUAGES.map((language) => EXPLANATIONS[key][language]);
    texts.forEach((text) => expect(text.trim().length).toBeGreaterThan(10));
    expect(new Set(texts).size).toBe(3);
  });

  // Art. 226(11) of the directive: an exempt or reverse-charged invoice must name its provision.
  it.each([
    ["reverse_charge_intra_eu", "196"],
    ["reverse_charge_customer", "196"],
    ["intra_community_goods", "138"],
    ["export_goods", "146"],
    ["export_services_b2b", "44"],
    ["supplier_country_services", "45"],
    ["digital_outside_eu", "58"],
    ["oss_digital", "58"],
    ["oss_goods", "33"],
    ["below_distance_threshold", "59c"],
    ["import_goods", "201"],
    ["small_business_eu", "282–292"],
  ] as const)("%s cites Article %s of Directive 2006/112 in every language", (key, article) => {
    for (const language of LANGUAGES) {
      const text = EXPLANATIONS[key][language];
      expect(text).toContain(article);
      expect(text).toMatch(/2006\/112\/E[CG]/);
    }
  });

  it("writes the words Art. 226(11a) requires on reverse-charge invoices", () => {
    for (const key of ["reverse_charge_intra_eu", "reverse_charge_customer"] as const) {
      expect(EXPLANATIONS[key].en).toMatch(/^Reverse charge/);
      expect(EXPLANATIONS[key].sv).toMatch(/^Omvänd betalningsskyldighet/);
      expect(EXPLANATIONS[key].de).toMatch(/^Steuerschuldnerschaft des Leistungsempfängers/);
    }
  });

  it("never cites the EU directive for a supplier outside the EU", () => {
    for (const key of ["outside_scope", "not_registered", "domestic", "us_sales_tax"] as const) {
      for (const language of LANGUAGES) expect(EXPLANATIONS[key][language]).not.toMatch(/2006\/112/);
    }
  });

  it("falls back to English for an unknown language", () => {
    expect(explanationText("export_goods", "fr")).toBe(EXPLANATIONS.export_goods.en);
    expect(explanationText("export_goods", "de")).toBe(EXPLANATIONS.export_goods.de);
  });
});
