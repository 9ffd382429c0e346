import { customerCountryRate, supplierCountryRate } from "./country-rate";
import { isEuCountry } from "./eu-countries";
import type { ExplanationKey } from "./explanations";
import type { ConcreteTaxScenario, SupplyType, TaxSituation } from "./types";

/**
 * The rate rule of each scenario: what a scenario means for the rate, the wording and the
 * reverse-charge flag. The automatic rules (automatic-rules.ts) only pick a scenario; this table
 * then decides, so an automatic result and the same scenario chosen by hand always agree.
 */
export interface ScenarioOutcome {
  rate: string;
  /** Null only for "custom", whose wording the user writes. */
  explanationKey: ExplanationKey | null;
  reverseCharge: boolean;
  /** Taxed in the customer's member state and declared through the One-Stop-Shop. */
  oss?: boolean;
}

const ZERO = "0.00";

export function supplyTypeOf(situation: TaxSituation): SupplyType {
  return situation.supplyType ?? "services";
}

function supplierRate(situation: TaxSituation): string {
  const { supplier, taxPoint } = situation;
  return supplierCountryRate(supplier.country, taxPoint, supplier.ownRate);
}

/**
 * Sales to consumers in another member state that carry the customer's rate: digital services
 * (place of supply Art. 58) and distance sales of goods (Art. 33), when the supplier declares them
 * through the One-Stop-Shop or its sales are above the EU-wide EUR 10 000 threshold of Art. 59c
 * (the two are treated alike: above the threshold the supplier must use OSS or register in each
 * country). Under it the supplier charges its own rate. Services in general never move (Art. 45).
 */
export function chargesCustomerRate(situation: TaxSituation): boolean {
  const { supplier } = situation;
  return Boolean(supplier.isOssRegistered || supplier.isOverOssThreshold) && supplyTypeOf(situation) !== "services";
}

function crossBorderToConsumer(situation: TaxSituation): ScenarioOutcome {
  const supplyType = supplyTypeOf(situation);
  if (chargesCustomerRate(situation)) {
    return {
      rate: customerCountryRate(situation.customer.country, situation.taxPoint),
      explanationKey: supplyType === "goods" ? "oss_goods" : "oss_digital",
      reverseCharge: false,
      oss: true,
    };
  }
  return {
    rate: supplierRate(situation),
    explanationKey: supplyType === "services" ? "supplier_country_services" : "below_distance_threshold",
    reverseCharge: false,
  };
}

function exportToConsumer(situation: TaxSituation): ScenarioOutcome {
  if (!isEuCountry(situation.supplier.country)) return { rate: ZERO, explanationKey: "outside_scope", reverseCharge: false };
  const supplyType = supplyTypeOf(situation);
  if (supplyType === "goods") return { rate: ZERO, explanationKey: "export_goods", reverseCharge: false };
  if (supplyType === "digital") return { rate: ZERO, explanationKey: "digital_outside_eu", reverseCharge: false };
  // Services to a consumer are supplied where the supplier is (Art. 45), wherever the consumer lives.
  return { rate: supplierRate(situation), explanationKey: "supplier_country_services", reverseCharge: false };
}

function exportToBusiness(situation: TaxSituation): ScenarioOutcome {
  if (!isEuCountry(situation.supplier.country)) return { rate: ZERO, explanationKey: "outside_scope", reverseCharge: false };
  const explanationKey = supplyTypeOf(situation) === "goods" ? "export_goods" : "export_services_b2b";
  return { rate: ZERO, explanationKey, reverseCharge: false };
}

export function scenarioOutcome(scenario: ConcreteTaxScenario, situation: TaxSituation): ScenarioOutcome {
  const isGoods = supplyTypeOf(situation) === "goods";
  switch (scenario) {
    case "us_domestic_b2b":
      return { rate: supplierRate(situation), explanationKey: "us_sales_tax", reverseCharge: false };
    case "domestic_b2b":
    case "domestic_b2c":
      return { rate: supplierRate(situation), explanationKey: "domestic", reverseCharge: false };
    case "intra_region_b2b":
      // Goods: exempt intra-Community supply, the customer declares the acquisition (Art. 138, 200).
      // Services: the customer owes the VAT (Art. 44, 196).
      return isGoods
        ? { rate: ZERO, explanationKey: "intra_community_goods", reverseCharge: false }
        : { rate: ZERO, explanationKey: "reverse_charge_intra_eu", reverseCharge: true };
    case "cross_border_b2c":
      return crossBorderToConsumer(situation);
    case "export_business":
      return exportToBusiness(situation);
    case "export_private":
      return exportToConsumer(situation);
    case "foreign_to_local_b2b":
      // Goods enter through customs, where the importer pays import VAT; services are reverse-charged.
      return isGoods
        ? { rate: ZERO, explanationKey: "import_goods", reverseCharge: false }
        : { rate: ZERO, explanationKey: "reverse_charge_customer", reverseCharge: true };
    case "not_vat_registered":
      return {
        rate: ZERO,
        explanationKey: isEuCountry(situation.supplier.country) ? "small_business_eu" : "not_registered",
        reverseCharge: false,
      };
    case "custom":
      return { rate: ZERO, explanationKey: null, reverseCharge: false };
  }
}
