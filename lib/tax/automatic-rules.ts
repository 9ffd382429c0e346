import { isEuCountry, normalizeCountryCode } from "./eu-countries";
import { chargesCustomerRate, supplyTypeOf } from "./scenario-rules";
import { validateVatNumber } from "./vat-number";
import type { ConcreteTaxScenario, TaxCustomer, TaxRuleNumber, TaxSituation } from "./types";

/**
 * The automatic rules of SPEC section 9 in the spec's order, corrected to EU law (docs/tax.md has
 * each rule with its article). They pick a scenario; scenario-rules.ts turns it into a rate.
 * Rule 1, the user's override rate, is applied on top in calculate-tax.ts.
 *
 * One correction runs through all of them: a supplier who is not VAT-registered never charges VAT
 * (small-business exemption, Art. 282–292; in the US: not registered for sales tax). Where a rule
 * would charge the supplier's own rate, such a supplier gets "not_vat_registered" instead.
 */
export interface AutomaticDecision {
  scenario: ConcreteTaxScenario;
  rule: Exclude<TaxRuleNumber, 1>;
}

/**
 * A customer counts as a business for VAT when it has a valid VAT number: the caller's online
 * verdict when there is one, else the offline format and checksum check. No valid number, no
 * reverse charge: the customer is treated as a consumer.
 */
export function customerHasValidVatNumber(customer: TaxCustomer): boolean {
  if (customer.vatNumberValid !== undefined) return customer.vatNumberValid;
  if (!customer.vatNumber) return false;
  return validateVatNumber(customer.country, customer.vatNumber).valid;
}

export function decideAutomaticScenario(situation: TaxSituation): AutomaticDecision {
  const { supplier, customer } = situation;
  const supplierCountry = normalizeCountryCode(supplier.country);
  const customerCountry = normalizeCountryCode(customer.country);
  const supplierInEu = isEuCountry(supplierCountry);
  const customerInEu = isEuCountry(customerCountry);
  const isSameCountry = supplierCountry === customerCountry;
  const hasVatNumber = customerHasValidVatNumber(customer);
  // Outside the EU a business may have no VAT number at all (a US company): its type counts too.
  const isBusinessCustomer = customer.type === "business" || hasVatNumber;
  const supplyType = supplyTypeOf(situation);
  const isRegistered = supplier.isVatRegistered;

  // Rule 2: EU cross-border to a business with a valid VAT number.
  if (supplierInEu && customerInEu && !isSameCountry && hasVatNumber) {
    // Art. 139(1): the intra-Community exemption does not apply to small enterprises; their goods
    // carry the small-business exemption. Services stay reverse-charged (Art. 44 and 196).
    if (supplyType === "goods" && !isRegistered) return { scenario: "not_vat_registered", rule: 2 };
    return { scenario: "intra_region_b2b", rule: 2 };
  }

  // Rule 3: EU cross-border to a consumer (anyone without a valid VAT number).
  if (supplierInEu && customerInEu && !isSameCountry) {
    if (!isRegistered && !chargesCustomerRate(situation)) return { scenario: "not_vat_registered", rule: 3 };
    return { scenario: "cross_border_b2c", rule: 3 };
  }

  // Rule 4: same country.
  if (isSameCountry) {
    if (!isRegistered) return { scenario: "not_vat_registered", rule: 4 };
    if (supplierCountry === "US" && isBusinessCustomer) return { scenario: "us_domestic_b2b", rule: 4 };
    return { scenario: isBusinessCustomer ? "domestic_b2b" : "domestic_b2c", rule: 4 };
  }

  // Rule 5 of the spec ("both in the EU otherwise: the supplier's rate") is never reached: a
  // customer in another member state either has a valid VAT number (rule 2) or is a consumer (rule 3).

  // Rule 6: EU supplier, customer outside the EU.
  if (supplierInEu) {
    if (isBusinessCustomer) return { scenario: "export_business", rule: 6 };
    if (supplyType === "services" && !isRegistered) return { scenario: "not_vat_registered", rule: 6 };
    return { scenario: "export_private", rule: 6 };
  }

  // Rule 7: supplier outside the EU, EU business customer: the customer accounts for the VAT.
  if (customerInEu && hasVatNumber) return { scenario: "foreign_to_local_b2b", rule: 7 };

  // Rule 8: otherwise outside the scope — except digital services to EU consumers declared through
  // the non-Union One-Stop-Shop, which carry the customer's rate (Art. 58, 358a–369k).
  if (customerInEu && supplier.isOssRegistered && supplyType === "digital") {
    return { scenario: "cross_border_b2c", rule: 8 };
  }
  return { scenario: isBusinessCustomer ? "export_business" : "export_private", rule: 8 };
}
