import {
  calculateAutomaticTax,
  calculateScenarioTax,
  EXPLANATIONS,
  SCENARIO_TITLES,
  scenarioTitle,
  scenariosForCountries,
  TAX_SCENARIOS,
  type ConcreteTaxScenario,
  type ExplanationKey,
} from "@/lib/tax";
import { situation, VALID_VAT, type SituationSpec } from "./situations";

describe("scenariosForCountries: what the dropdown offers", () => {
  it.each([
    ["SE", "SE", ["auto", "domestic_b2b", "domestic_b2c", "not_vat_registered", "custom"]],
    ["US", "US", ["auto", "us_domestic_b2b", "domestic_b2b", "domestic_b2c", "not_vat_registered", "custom"]],
    ["SE", "DE", ["auto", "intra_region_b2b", "cross_border_b2c", "not_vat_registered", "custom"]],
    ["DE", "US", ["auto", "export_business", "export_private", "not_vat_registered", "custom"]],
    ["DE", "GB", ["auto", "export_business", "export_private", "not_vat_registered", "custom"]],
    ["US", "DE", ["auto", "foreign_to_local_b2b", "cross_border_b2c", "export_business", "export_private", "not_vat_registered", "custom"]],
    ["US", "CA", ["auto", "export_business", "export_private", "not_vat_registered", "custom"]],
    ["se", "el", ["auto", "intra_region_b2b", "cross_border_b2c", "not_vat_registered", "custom"]], // any case, Greece as EL
  ])("%s → %s: %p", (supplier, customer, expected) => {
    expect(scenariosForCountries(supplier, customer)).toEqual(expected);
  });

  it.each([
    ["DE", "US"],
    ["US", "DE"],
    ["SE", "SE"],
    ["GB", "FR"],
    ["NO", "CH"],
  ])("offers intra_region_b2b only when both are in the EU: not for %s → %s", (supplier, customer) => {
    expect(scenariosForCountries(supplier, customer)).not.toContain("intra_region_b2b");
  });

  it("has a title for every scenario", () => {
    for (const scenario of TAX_SCENARIOS) expect(SCENARIO_TITLES[scenario]).toMatch(/\w/);
  });

  it("names the tax the supplier's country has: no 'Not VAT-registered' on a US Sales Tax list (issue #24, item 12)", () => {
    expect(scenarioTitle("not_vat_registered", "VAT")).toBe("Not VAT-registered");
    expect(scenarioTitle("not_vat_registered", "Sales Tax")).toBe("Not registered for Sales Tax");
    expect(scenarioTitle("not_vat_registered", "GST")).toBe("Not registered for GST");
    expect(scenarioTitle("domestic_b2b", "Sales Tax")).toBe(SCENARIO_TITLES.domestic_b2b);
    for (const scenario of scenariosForCountries("US", "US")) expect(scenarioTitle(scenario, "Sales Tax")).not.toContain("VAT");
  });
});

interface ScenarioRow {
  scenario: ConcreteTaxScenario;
  given: SituationSpec;
  rate: string;
  reverseCharge?: boolean;
  /** The wording in en, sv and de, written out. */
  texts: [string, string, string];
}

// One representative situation per scenario, its rate rule, and the wording in all three languages.
const SCENARIO_ROWS: ScenarioRow[] = [
  {
    scenario: "us_domestic_b2b",
    given: { from: "US", to: "US", customer: "business", ownRate: "7.25" }, // the user's rate
    rate: "7.25",
    texts: [
      "US sales tax at the seller's rate",
      "Amerikansk försäljningsskatt (sales tax) enligt säljarens skattesats",
      "US-Verkaufssteuer (Sales Tax) zum Steuersatz des Verkäufers",
    ],
  },
  {
    scenario: "domestic_b2b",
    given: { from: "DE", to: "DE", customer: "business" }, // Germany 19
    rate: "19.00",
    texts: [
      "Domestic supply – tax charged at the supplier's rate",
      "Inhemsk försäljning – skatt enligt säljarens skattesats",
      "Inländischer Umsatz – Steuer zum Steuersatz des leistenden Unternehmers",
    ],
  },
  {
    scenario: "domestic_b2c",
    given: { from: "FI", to: "FI", date: "2024-09-01" }, // Finland 25.5 from that day
    rate: "25.50",
    texts: [
      "Domestic supply – tax charged at the supplier's rate",
      "Inhemsk försäljning – skatt enligt säljarens skattesats",
      "Inländischer Umsatz – Steuer zum Steuersatz des leistenden Unternehmers",
    ],
  },
  {
    scenario: "intra_region_b2b",
    given: { from: "SE", to: "DE", customer: "business", vatNumber: VALID_VAT.DE },
    rate: "0.00",
    reverseCharge: true,
    texts: [
      "Reverse charge – Article 196 of Council Directive 2006/112/EC",
      "Omvänd betalningsskyldighet – artikel 196 i rådets direktiv 2006/112/EG",
      "Steuerschuldnerschaft des Leistungsempfängers – Artikel 196 der Richtlinie 2006/112/EG",
    ],
  },
  {
    scenario: "cross_border_b2c",
    given: { from: "SE", to: "DE" }, // services: Sweden's 25 (Art. 45)
    rate: "25.00",
    texts: [
      "VAT of the supplier's country: place of supply of services to a consumer – Article 45 of Council Directive 2006/112/EC",
      "Mervärdesskatt i säljarens land: omsättningsland för tjänster till konsument – artikel 45 i rådets direktiv 2006/112/EG",
      "Umsatzsteuer des Landes des leistenden Unternehmers: Ort der Leistung an Nichtunternehmer – Artikel 45 der Richtlinie 2006/112/EG",
    ],
  },
  {
    scenario: "export_business",
    given: { from: "DE", to: "US", customer: "business" },
    rate: "0.00",
    texts: [
      "Outside the scope of EU VAT: place of supply is the customer's country – Article 44 of Council Directive 2006/112/EC",
      "Utanför EU:s mervärdesskatteområde: tjänsten omsätts i köparens land – artikel 44 i rådets direktiv 2006/112/EG",
      "Nicht im Gemeinschaftsgebiet steuerbar: Leistungsort im Land des Leistungsempfängers – Artikel 44 der Richtlinie 2006/112/EG",
    ],
  },
  {
    scenario: "export_private",
    given: { from: "DE", to: "US", supply: "goods" },
    rate: "0.00",
    texts: [
      "Exempt export of goods outside the EU – Article 146 of Council Directive 2006/112/EC",
      "Export av varor till land utanför EU, undantagen från mervärdesskatt – artikel 146 i rådets direktiv 2006/112/EG",
      "Steuerfreie Ausfuhrlieferung in ein Drittland – Artikel 146 der Richtlinie 2006/112/EG",
    ],
  },
  {
    scenario: "foreign_to_local_b2b",
    given: { from: "US", to: "FR", customer: "business", vatNumber: VALID_VAT.FR },
    rate: "0.00",
    reverseCharge: true,
    texts: [
      "Reverse charge: VAT to be accounted for by the customer – Article 196 of Council Directive 2006/112/EC",
      "Omvänd betalningsskyldighet: köparen redovisar mervärdesskatten – artikel 196 i rådets direktiv 2006/112/EG",
      "Steuerschuldnerschaft des Leistungsempfängers: die Umsatzsteuer schuldet der Leistungsempfänger – Artikel 196 der Richtlinie 2006/112/EG",
    ],
  },
  {
    scenario: "not_vat_registered",
    given: { from: "SE", to: "SE", registered: false },
    rate: "0.00",
    texts: [
      "VAT exempt: small business scheme – Articles 282–292 of Council Directive 2006/112/EC",
      "Undantagen från mervärdesskatt: särskild ordning för småföretag – artiklarna 282–292 i rådets direktiv 2006/112/EG",
      "Umsatzsteuerfrei: Steuerbefreiung für Kleinunternehmen – Artikel 282–292 der Richtlinie 2006/112/EG",
    ],
  },
];

describe("calculateScenarioTax: each scenario's rate rule and wording", () => {
  it("has a row for every scenario except auto and custom", () => {
    expect(SCENARIO_ROWS.map((row) => row.scenario).sort()).toEqual(
      TAX_SCENARIOS.filter((scenario) => scenario !== "auto" && scenario !== "custom").sort(),
    );
  });

  describe.each(SCENARIO_ROWS)("$scenario", ({ scenario, given, rate, reverseCharge = false, texts }) => {
    it.each([
      ["en", texts[0]],
      ["sv", texts[1]],
      ["de", texts[2]],
    ] as const)(`rate ${rate}, wording in %s`, (language, text) => {
      const result = calculateScenarioTax(situation({ ...given, language }), scenario);
      expect(result).toMatchObject({ scenario, rate, reverseCharge, explanation: text, rule: null });
    });
  });

  it("custom: 0 % and the user's own text, trimmed, in any language", () => {
    for (const language of ["en", "sv", "de"] as const) {
      const result = calculateScenarioTax(situation({ from: "DE", to: "DE", language }), "custom", {
        customExplanation: "  Steuerfrei nach § 4 Nr. 14 UStG ",
      });
      expect(result).toMatchObject({ scenario: "custom", rate: "0.00", explanation: "Steuerfrei nach § 4 Nr. 14 UStG" });
    }
  });

  it.each([[undefined], [""], ["   "]])("custom refuses a blank explanation (%p)", (customExplanation) => {
    expect(() => calculateScenarioTax(situation({ from: "DE", to: "DE" }), "custom", { customExplanation })).toThrow(
      /custom scenario needs an explanation/,
    );
  });

  it("custom with an override rate keeps the user's text", () => {
    const result = calculateScenarioTax(situation({ from: "DE", to: "DE" }), "custom", {
      customExplanation: "Reduced rate for books",
      overrideRate: "7",
    });
    expect(result).toMatchObject({ rate: "7.00", explanation: "Reduced rate for books" });
  });
});

describe("scenario rate rules that depend on what is supplied and who supplies it", () => {
  it.each<[ConcreteTaxScenario, SituationSpec, string, ExplanationKey, boolean]>([
    // scenario              situation                                                          rate     wording                       reverse charge
    ["intra_region_b2b", { from: "DE", to: "FR", supply: "goods" }, "0.00", "intra_community_goods", false],
    ["cross_border_b2c", { from: "SE", to: "DE", supply: "digital", oss: true }, "19.00", "oss_digital", false],
    ["cross_border_b2c", { from: "SE", to: "DE", supply: "goods", oss: true }, "19.00", "oss_goods", false],
    ["cross_border_b2c", { from: "SE", to: "DE", supply: "digital" }, "25.00", "below_distance_threshold", false],
    ["export_business", { from: "DE", to: "US", supply: "goods" }, "0.00", "export_goods", false],
    ["export_business", { from: "US", to: "CA" }, "0.00", "outside_scope", false],
    ["export_private", { from: "DE", to: "CH" }, "19.00", "supplier_country_services", false], // Art. 45
    ["export_private", { from: "DE", to: "CH", supply: "digital" }, "0.00", "digital_outside_eu", false],
    ["export_private", { from: "US", to: "DE" }, "0.00", "outside_scope", false],
    ["foreign_to_local_b2b", { from: "GB", to: "FR", supply: "goods" }, "0.00", "import_goods", false],
    ["not_vat_registered", { from: "US", to: "US" }, "0.00", "not_registered", false],
    ["domestic_b2b", { from: "US", to: "US" }, "8.50", "domestic", false], // the spec's US default
    ["domestic_b2b", { from: "EE", to: "EE", date: "2025-07-01" }, "24.00", "domestic", false],
    ["domestic_b2c", { from: "RO", to: "RO", date: "2025-07-31" }, "19.00", "domestic", false],
    ["domestic_b2c", { from: "RO", to: "RO", date: "2025-08-01" }, "21.00", "domestic", false],
  ])("%s for %p → %s (%s)", (scenario, given, rate, explanation, reverseCharge) => {
    const result = calculateScenarioTax(situation(given), scenario);
    expect(result).toMatchObject({ rate, reverseCharge, explanation: EXPLANATIONS[explanation].en });
  });

  it("applies the chosen scenario even where auto would decide otherwise", () => {
    // SE → DE consumer: auto charges Sweden's 25; the user chose domestic_b2b, whose rule is the supplier's rate.
    expect(calculateScenarioTax(situation({ from: "SE", to: "DE" }), "domestic_b2b").rate).toBe("25.00");
    // DE → FR business with a VAT number: auto reverse-charges; export_business is 0 without reverse charge.
    const chosen = calculateScenarioTax(
      situation({ from: "DE", to: "FR", customer: "business", vatNumber: VALID_VAT.FR }),
      "export_business",
    );
    expect(chosen).toMatchObject({ rate: "0.00", reverseCharge: false });
  });

  it('"auto" runs the automatic rules', () => {
    const given = situation({ from: "SE", to: "DE", supply: "digital", oss: true });
    expect(calculateScenarioTax(given, "auto")).toEqual(calculateAutomaticTax(given));
  });
});
