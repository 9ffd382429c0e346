import {
  calculateAutomaticTax,
  EXPLANATIONS,
  type ExplanationKey,
  type SupplyType,
  type TaxRuleNumber,
  type TaxSituation,
} from "@/lib/tax";

/** VAT numbers that pass their country's checksum (public company numbers). */
export const VALID_VAT = {
  AT: "ATU13585627",
  BE: "BE1001686633", // a 1-series number, which jsvat alone rejects
  DE: "DE136695976",
  FR: "FR40303265045",
  GB: "GB980780684",
  GR: "EL094259216",
  SE: "SE556703748501",
  XI: "XI980780684",
} as const;

export interface SituationSpec {
  from: string;
  to: string;
  customer?: "business" | "private";
  vatNumber?: string;
  vatNumberValid?: boolean;
  supply?: SupplyType;
  registered?: boolean;
  oss?: boolean;
  ownRate?: string;
  date?: string;
  language?: "en" | "sv" | "de";
}

/** A compact way to write a situation in a table row; registered suppliers by default. */
export function situation(spec: SituationSpec): TaxSituation {
  return {
    supplier: {
      country: spec.from,
      isVatRegistered: spec.registered ?? true,
      isOssRegistered: spec.oss ?? false,
      ownRate: spec.ownRate,
    },
    customer: {
      country: spec.to,
      type: spec.customer ?? "private",
      vatNumber: spec.vatNumber,
      vatNumberValid: spec.vatNumberValid,
    },
    supplyType: spec.supply,
    taxPoint: spec.date ?? "2025-03-01",
    language: spec.language,
  };
}

export interface RuleRow {
  name: string;
  given: SituationSpec;
  rule: TaxRuleNumber;
  scenario: string;
  rate: string;
  reverseCharge?: boolean;
  explanation: ExplanationKey;
}

/** Asserts one row of a rule table: the whole automatic result, wording in English. */
export function expectRuleRow({ given, rule, scenario, rate, reverseCharge = false, explanation }: RuleRow): void {
  const result = calculateAutomaticTax(situation(given));
  expect(result).toEqual({
    rule,
    scenario,
    rate,
    reverseCharge,
    // The customer country's VAT under the One-Stop-Shop: exactly the rows with its wording.
    oss: explanation === "oss_goods" || explanation === "oss_digital",
    explanation: EXPLANATIONS[explanation].en,
    label: expect.any(String),
  });
}
