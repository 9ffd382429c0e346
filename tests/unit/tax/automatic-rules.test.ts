import { calculateAutomaticTax } from "@/lib/tax";
import { expectRuleRow, situation, VALID_VAT, type RuleRow } from "./situations";

// Rules 1, 4, 6, 7, 8 (docs/tax.md). Rules 2 and 3, EU cross-border: automatic-rules-eu.test.ts.

describe("rule 4: same country", () => {
  it.each<RuleRow>([
    {
      name: "SE → SE business: the supplier's rate",
      given: { from: "SE", to: "SE", customer: "business", vatNumber: VALID_VAT.SE },
      rule: 4,
      scenario: "domestic_b2b",
      rate: "25.00",
      explanation: "domestic",
    },
    {
      name: "SE → SE consumer",
      given: { from: "SE", to: "SE" },
      rule: 4,
      scenario: "domestic_b2c",
      rate: "25.00",
      explanation: "domestic",
    },
    {
      name: "SE → SE, supplier not VAT-registered: 0 with the small-business note",
      given: { from: "SE", to: "SE", customer: "business", registered: false },
      rule: 4,
      scenario: "not_vat_registered",
      rate: "0.00",
      explanation: "small_business_eu",
    },
    {
      name: "US → US business, the user's own sales-tax rate",
      given: { from: "US", to: "US", customer: "business", ownRate: "7.25" },
      rule: 4,
      scenario: "us_domestic_b2b",
      rate: "7.25",
      explanation: "us_sales_tax",
    },
    {
      name: "US → US business without an own rate: the spec's default 8.5",
      given: { from: "US", to: "US", customer: "business" },
      rule: 4,
      scenario: "us_domestic_b2b",
      rate: "8.50",
      explanation: "us_sales_tax",
    },
    {
      name: "US → US consumer",
      given: { from: "US", to: "US", ownRate: "6" },
      rule: 4,
      scenario: "domestic_b2c",
      rate: "6.00",
      explanation: "domestic",
    },
    {
      name: "US → US, not registered for sales tax",
      given: { from: "US", to: "US", customer: "business", registered: false },
      rule: 4,
      scenario: "not_vat_registered",
      rate: "0.00",
      explanation: "not_registered",
    },
    {
      name: "GB → GB business",
      given: { from: "GB", to: "GB", customer: "business" },
      rule: 4,
      scenario: "domestic_b2b",
      rate: "20.00",
      explanation: "domestic",
    },
    {
      name: "LU → LU in 2023: the temporary 16",
      given: { from: "LU", to: "LU", date: "2023-06-30" },
      rule: 4,
      scenario: "domestic_b2c",
      rate: "16.00",
      explanation: "domestic",
    },
    {
      name: "LU → LU in 2024: back to 17",
      given: { from: "LU", to: "LU", date: "2024-06-30" },
      rule: 4,
      scenario: "domestic_b2c",
      rate: "17.00",
      explanation: "domestic",
    },
    {
      name: "CA → CA with the user's HST 13",
      given: { from: "CA", to: "CA", customer: "business", ownRate: "13" },
      rule: 4,
      scenario: "domestic_b2b",
      rate: "13.00",
      explanation: "domestic",
    },
    {
      name: "BR → BR (outside the table): the fallback 8",
      given: { from: "BR", to: "BR" },
      rule: 4,
      scenario: "domestic_b2c",
      rate: "8.00",
      explanation: "domestic",
    },
  ])("$name", expectRuleRow);
});

describe("rule 6: EU supplier to a customer outside the EU", () => {
  it.each<RuleRow>([
    {
      name: "DE → US business, goods: exempt export (Art. 146)",
      given: { from: "DE", to: "US", customer: "business", supply: "goods" },
      rule: 6,
      scenario: "export_business",
      rate: "0.00",
      explanation: "export_goods",
    },
    {
      name: "DE → US business, services: outside the scope (Art. 44)",
      given: { from: "DE", to: "US", customer: "business" },
      rule: 6,
      scenario: "export_business",
      rate: "0.00",
      explanation: "export_services_b2b",
    },
    {
      name: "DE → CH business, digital: outside the scope (Art. 44)",
      given: { from: "DE", to: "CH", customer: "business", supply: "digital" },
      rule: 6,
      scenario: "export_business",
      rate: "0.00",
      explanation: "export_services_b2b",
    },
    {
      name: "DE → CH consumer, services: the supplier's rate (Art. 45)",
      given: { from: "DE", to: "CH" },
      rule: 6,
      scenario: "export_private",
      rate: "19.00",
      explanation: "supplier_country_services",
    },
    {
      name: "DE → NO consumer, digital: outside the scope (Art. 58)",
      given: { from: "DE", to: "NO", supply: "digital" },
      rule: 6,
      scenario: "export_private",
      rate: "0.00",
      explanation: "digital_outside_eu",
    },
    {
      name: "DE → GB consumer, goods: exempt export (Art. 146)",
      given: { from: "DE", to: "GB", supply: "goods" },
      rule: 6,
      scenario: "export_private",
      rate: "0.00",
      explanation: "export_goods",
    },
    {
      name: "a GB customer with a valid VAT number counts as a business even if typed private",
      given: { from: "DE", to: "GB", vatNumber: VALID_VAT.GB },
      rule: 6,
      scenario: "export_business",
      rate: "0.00",
      explanation: "export_services_b2b",
    },
    {
      name: "SE → Northern Ireland business (XI number), goods: export wording, 0",
      given: { from: "SE", to: "GB", customer: "business", vatNumber: VALID_VAT.XI, supply: "goods" },
      rule: 6,
      scenario: "export_business",
      rate: "0.00",
      explanation: "export_goods",
    },
    {
      name: "unregistered DE supplier, services to a US consumer: no VAT",
      given: { from: "DE", to: "US", registered: false },
      rule: 6,
      scenario: "not_vat_registered",
      rate: "0.00",
      explanation: "small_business_eu",
    },
  ])("$name", expectRuleRow);
});

describe("rule 7: supplier outside the EU to an EU business", () => {
  it.each<RuleRow>([
    {
      name: "US → DE business, services: the customer accounts for the VAT (reverse charge)",
      given: { from: "US", to: "DE", customer: "business", vatNumber: VALID_VAT.DE },
      rule: 7,
      scenario: "foreign_to_local_b2b",
      rate: "0.00",
      reverseCharge: true,
      explanation: "reverse_charge_customer",
    },
    {
      name: "CH → SE business, digital: reverse charge",
      given: { from: "CH", to: "SE", customer: "business", vatNumber: VALID_VAT.SE, supply: "digital" },
      rule: 7,
      scenario: "foreign_to_local_b2b",
      rate: "0.00",
      reverseCharge: true,
      explanation: "reverse_charge_customer",
    },
    {
      name: "GB → FR business, goods: import VAT paid by the importer, not an 'exempt import'",
      given: { from: "GB", to: "FR", customer: "business", vatNumber: VALID_VAT.FR, supply: "goods" },
      rule: 7,
      scenario: "foreign_to_local_b2b",
      rate: "0.00",
      explanation: "import_goods",
    },
  ])("$name", expectRuleRow);
});

describe("rule 8: otherwise outside the scope", () => {
  it.each<RuleRow>([
    {
      name: "US → CA business",
      given: { from: "US", to: "CA", customer: "business" },
      rule: 8,
      scenario: "export_business",
      rate: "0.00",
      explanation: "outside_scope",
    },
    {
      name: "US → DE consumer, services",
      given: { from: "US", to: "DE" },
      rule: 8,
      scenario: "export_private",
      rate: "0.00",
      explanation: "outside_scope",
    },
    {
      name: "US → DE business without a valid VAT number",
      given: { from: "US", to: "DE", customer: "business", vatNumber: "DE123" },
      rule: 8,
      scenario: "export_business",
      rate: "0.00",
      explanation: "outside_scope",
    },
    {
      name: "US → JP consumer, goods",
      given: { from: "US", to: "JP", supply: "goods" },
      rule: 8,
      scenario: "export_private",
      rate: "0.00",
      explanation: "outside_scope",
    },
    {
      name: "NO → DE consumer, digital, non-Union OSS: Germany's rate (Art. 58, 358a)",
      given: { from: "NO", to: "DE", supply: "digital", oss: true },
      rule: 8,
      scenario: "cross_border_b2c",
      rate: "19.00",
      explanation: "oss_digital",
    },
    {
      name: "NO → DE consumer, digital, no OSS",
      given: { from: "NO", to: "DE", supply: "digital" },
      rule: 8,
      scenario: "export_private",
      rate: "0.00",
      explanation: "outside_scope",
    },
  ])("$name", expectRuleRow);
});

describe("rule 1: the user's override rate wins, the wording stays the situation's", () => {
  it.each([
    // situation                                                              override  rate     scenario           reverse charge
    [{ from: "SE", to: "DE", customer: "business" as const, vatNumber: VALID_VAT.DE }, "12", "12.00", "intra_region_b2b", true],
    [{ from: "SE", to: "SE" }, "12", "12.00", "domestic_b2c", false], // a reduced rate typed in by hand
    [{ from: "SE", to: "SE" }, 0, "0.00", "domestic_b2c", false], //    0 is an override too
    [{ from: "US", to: "US", customer: "business" as const }, "6.63", "6.63", "us_domestic_b2b", false],
    [{ from: "DE", to: "US" }, "100", "100.00", "export_private", false],
  ])("%p with override %p → %s as %s", (given, overrideRate, rate, scenario, reverseCharge) => {
    const automatic = calculateAutomaticTax(situation(given));
    const overridden = calculateAutomaticTax(situation(given), { overrideRate });
    expect(overridden).toEqual({ ...automatic, rate, rule: 1 });
    expect(overridden.scenario).toBe(scenario);
    expect(overridden.reverseCharge).toBe(reverseCharge);
  });

  it.each([[null], [undefined], [""]])("an empty override (%p) leaves the automatic rate", (overrideRate) => {
    const result = calculateAutomaticTax(situation({ from: "SE", to: "SE" }), { overrideRate });
    expect(result.rate).toBe("25.00");
    expect(result.rule).toBe(4);
  });

  it.each([["-1"], ["100.01"], ["6.625"], ["abc"], [Number.NaN]])("refuses the override %p", (overrideRate) => {
    expect(() => calculateAutomaticTax(situation({ from: "SE", to: "SE" }), { overrideRate })).toThrow(RangeError);
  });
});

describe("the label is the supplier country's", () => {
  it.each([
    [{ from: "SE", to: "US" }, "VAT"],
    [{ from: "GB", to: "GB" }, "VAT"],
    [{ from: "US", to: "DE" }, "Sales Tax"],
    [{ from: "CA", to: "CA" }, "GST/HST"],
    [{ from: "AU", to: "NZ" }, "GST"],
    [{ from: "NO", to: "NO" }, "Tax"],
  ])("%p → %s", (given, label) => {
    expect(calculateAutomaticTax(situation(given)).label).toBe(label);
  });
});

describe("the explanation follows the invoice language", () => {
  it.each([
    ["en", "Reverse charge – Article 196 of Council Directive 2006/112/EC"],
    ["sv", "Omvänd betalningsskyldighet – artikel 196 i rådets direktiv 2006/112/EG"],
    ["de", "Steuerschuldnerschaft des Leistungsempfängers – Artikel 196 der Richtlinie 2006/112/EG"],
  ] as const)("%s", (language, text) => {
    const given = situation({ from: "SE", to: "DE", customer: "business", vatNumber: VALID_VAT.DE, language });
    expect(calculateAutomaticTax(given).explanation).toBe(text);
  });
});
