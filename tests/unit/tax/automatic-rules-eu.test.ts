import { expectRuleRow, VALID_VAT, type RuleRow } from "./situations";

// Rules 2 and 3: EU cross-border sales (docs/tax.md). Rules 1, 4 and 6–8: automatic-rules.test.ts.

describe("rule 2: EU cross-border to a business with a valid VAT number", () => {
  it.each<RuleRow>([
    {
      name: "SE consultant → DE company: services reverse-charged (Art. 44, 196)",
      given: { from: "SE", to: "DE", customer: "business", vatNumber: VALID_VAT.DE },
      rule: 2, scenario: "intra_region_b2b", rate: "0.00", reverseCharge: true, explanation: "reverse_charge_intra_eu",
    },
    {
      name: "DE → FR goods: exempt intra-Community supply (Art. 138), not reverse charge",
      given: { from: "DE", to: "FR", customer: "business", vatNumber: VALID_VAT.FR, supply: "goods" },
      rule: 2, scenario: "intra_region_b2b", rate: "0.00", explanation: "intra_community_goods",
    },
    {
      name: "FR → BE digital to a business: services, reverse-charged (BE 1-series number)",
      given: { from: "FR", to: "BE", customer: "business", vatNumber: VALID_VAT.BE, supply: "digital" },
      rule: 2, scenario: "intra_region_b2b", rate: "0.00", reverseCharge: true, explanation: "reverse_charge_intra_eu",
    },
    {
      name: "AT → GR with the number written GR 094 259 216 (prefix EL in law)",
      given: { from: "AT", to: "GR", customer: "business", vatNumber: "GR 094 259 216" },
      rule: 2, scenario: "intra_region_b2b", rate: "0.00", reverseCharge: true, explanation: "reverse_charge_intra_eu",
    },
    {
      name: "VAT number without prefix and with dots",
      given: { from: "SE", to: "AT", customer: "business", vatNumber: "U.135.856.27" },
      rule: 2, scenario: "intra_region_b2b", rate: "0.00", reverseCharge: true, explanation: "reverse_charge_intra_eu",
    },
    {
      name: "unregistered supplier, services: still reverse-charged (the place of supply is the customer's)",
      given: { from: "SE", to: "DE", customer: "business", vatNumber: VALID_VAT.DE, registered: false },
      rule: 2, scenario: "intra_region_b2b", rate: "0.00", reverseCharge: true, explanation: "reverse_charge_intra_eu",
    },
    {
      name: "unregistered supplier, goods: no Art. 138 for small enterprises (Art. 139(1))",
      given: { from: "SE", to: "DE", customer: "business", vatNumber: VALID_VAT.DE, registered: false, supply: "goods" },
      rule: 2, scenario: "not_vat_registered", rate: "0.00", explanation: "small_business_eu",
    },
  ])("$name", expectRuleRow);
});

describe("rule 3: EU cross-border to a consumer", () => {
  it.each<RuleRow>([
    {
      name: "SE → DE consumer, services: the supplier's rate (Art. 45), not the customer's",
      given: { from: "SE", to: "DE" },
      rule: 3, scenario: "cross_border_b2c", rate: "25.00", explanation: "supplier_country_services",
    },
    {
      name: "SE → DE consumer, services, OSS-registered: services still don't move",
      given: { from: "SE", to: "DE", oss: true },
      rule: 3, scenario: "cross_border_b2c", rate: "25.00", explanation: "supplier_country_services",
    },
    {
      name: "SE → DE consumer, digital, OSS: the customer's rate (Art. 58)",
      given: { from: "SE", to: "DE", supply: "digital", oss: true },
      rule: 3, scenario: "cross_border_b2c", rate: "19.00", explanation: "oss_digital",
    },
    {
      name: "SE → DE consumer, digital, no OSS: the supplier's rate under the Art. 59c threshold",
      given: { from: "SE", to: "DE", supply: "digital" },
      rule: 3, scenario: "cross_border_b2c", rate: "25.00", explanation: "below_distance_threshold",
    },
    {
      name: "DE → EE consumer, goods, OSS, 2025-06-30: Estonia's 22 (Art. 33)",
      given: { from: "DE", to: "EE", supply: "goods", oss: true, date: "2025-06-30" },
      rule: 3, scenario: "cross_border_b2c", rate: "22.00", explanation: "oss_goods",
    },
    {
      name: "DE → EE consumer, goods, OSS, 2025-07-01: Estonia's 24",
      given: { from: "DE", to: "EE", supply: "goods", oss: true, date: "2025-07-01" },
      rule: 3, scenario: "cross_border_b2c", rate: "24.00", explanation: "oss_goods",
    },
    {
      name: "DE → FR consumer, goods, no OSS: Germany's 19",
      given: { from: "DE", to: "FR", supply: "goods" },
      rule: 3, scenario: "cross_border_b2c", rate: "19.00", explanation: "below_distance_threshold",
    },
    {
      name: "FI → SE consumer on 2024-08-31: Finland's 24",
      given: { from: "FI", to: "SE", date: "2024-08-31" },
      rule: 3, scenario: "cross_border_b2c", rate: "24.00", explanation: "supplier_country_services",
    },
    {
      name: "FI → SE consumer on 2024-09-01: Finland's 25.5",
      given: { from: "FI", to: "SE", date: "2024-09-01" },
      rule: 3, scenario: "cross_border_b2c", rate: "25.50", explanation: "supplier_country_services",
    },
    {
      name: "a business whose VAT number fails the checksum is treated as a consumer",
      given: { from: "SE", to: "DE", customer: "business", vatNumber: "DE136695977" },
      rule: 3, scenario: "cross_border_b2c", rate: "25.00", explanation: "supplier_country_services",
    },
    {
      name: "a business without a VAT number is treated as a consumer",
      given: { from: "SE", to: "DE", customer: "business" },
      rule: 3, scenario: "cross_border_b2c", rate: "25.00", explanation: "supplier_country_services",
    },
    {
      name: "a well-formed number that an online check (VIES) rejected counts as none",
      given: { from: "SE", to: "DE", customer: "business", vatNumber: VALID_VAT.DE, vatNumberValid: false },
      rule: 3, scenario: "cross_border_b2c", rate: "25.00", explanation: "supplier_country_services",
    },
    {
      name: "unregistered supplier, services to a consumer: no VAT (small-business exemption)",
      given: { from: "DE", to: "FR", registered: false },
      rule: 3, scenario: "not_vat_registered", rate: "0.00", explanation: "small_business_eu",
    },
    {
      name: "OSS registration means VAT registration: the customer's rate applies",
      given: { from: "DE", to: "FR", registered: false, oss: true, supply: "digital" },
      rule: 3, scenario: "cross_border_b2c", rate: "20.00", explanation: "oss_digital",
    },
  ])("$name", expectRuleRow);
});
