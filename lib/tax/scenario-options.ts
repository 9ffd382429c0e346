import { isEuCountry, normalizeCountryCode } from "./eu-countries";
import type { TaxLabel } from "./labels";
import type { TaxScenario } from "./types";

/** Names for the scenario dropdown (the app's UI is in English). */
export const SCENARIO_TITLES: Readonly<Record<TaxScenario, string>> = {
  auto: "Automatic",
  us_domestic_b2b: "US domestic, business to business",
  domestic_b2b: "Domestic, business to business",
  domestic_b2c: "Domestic, business to consumer",
  intra_region_b2b: "EU business to business (reverse charge)",
  cross_border_b2c: "Cross-border to a consumer",
  export_business: "Export to a business",
  export_private: "Export to a consumer",
  foreign_to_local_b2b: "Foreign supplier to EU business (reverse charge)",
  not_vat_registered: "Not VAT-registered",
  custom: "Custom",
};

/**
 * A scenario's name for a supplier whose tax has the given name: "Not VAT-registered" only where the
 * tax is VAT; a US supplier reads "Not registered for Sales Tax" (issue #24, item 12).
 *
 * @example
 * scenarioTitle("not_vat_registered", "GST") // "Not registered for GST"
 */
export function scenarioTitle(scenario: TaxScenario, taxLabel: TaxLabel): string {
  if (scenario === "not_vat_registered" && taxLabel !== "VAT") return `Not registered for ${taxLabel}`;
  return SCENARIO_TITLES[scenario];
}

/**
 * The scenarios the invoice form offers for a supplier/customer country pair, in dropdown order:
 * "auto" first, then those that fit the pair, then "not_vat_registered" and "custom", which fit
 * any pair. "intra_region_b2b" only when both parties are in the EU. Whatever "auto" decides for
 * the pair is always in the list.
 *
 * @example
 * scenariosForCountries("SE", "DE")
 * // ["auto", "intra_region_b2b", "cross_border_b2c", "not_vat_registered", "custom"]
 */
export function scenariosForCountries(supplierCountry: string, customerCountry: string): TaxScenario[] {
  const supplier = normalizeCountryCode(supplierCountry);
  const customer = normalizeCountryCode(customerCountry);
  const supplierInEu = isEuCountry(supplier);
  const customerInEu = isEuCountry(customer);

  let fitting: TaxScenario[];
  if (supplier === customer) {
    fitting = supplier === "US" ? ["us_domestic_b2b", "domestic_b2b", "domestic_b2c"] : ["domestic_b2b", "domestic_b2c"];
  } else if (supplierInEu && customerInEu) {
    fitting = ["intra_region_b2b", "cross_border_b2c"];
  } else if (customerInEu) {
    // From outside the EU: reverse charge to businesses, non-Union OSS or out of scope for consumers.
    fitting = ["foreign_to_local_b2b", "cross_border_b2c", "export_business", "export_private"];
  } else {
    fitting = ["export_business", "export_private"];
  }
  return ["auto", ...fitting, "not_vat_registered", "custom"];
}
