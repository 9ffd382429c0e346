import { toDecimal, type DecimalInput } from "@/lib/money";
import { isEuCountry, normalizeCountryCode } from "./eu-countries";
import type { SupplyType } from "./types";

/**
 * The EU-wide threshold of Art. 59c of Council Directive 2006/112/EC: a supplier established in one
 * member state whose cross-border sales to consumers of telecommunication, broadcasting and
 * electronic services (Art. 58) and intra-Community distance sales of goods (Art. 33(a)) stay at or
 * under EUR 10 000 in the current and the previous calendar year may charge its own country's VAT.
 * Above it, VAT is due where the consumer is — from the supply that crosses the threshold on.
 */
export const OSS_THRESHOLD_EUR = "10000.00";

export type OssSupplyFacts = {
  supplierCountry: string;
  customerCountry: string;
  /** The customer has a valid VAT number: a business, not a consumer. */
  customerHasVatNumber: boolean;
  supplyType: SupplyType;
};

/**
 * A supply that counts towards the threshold: from one member state to a consumer in another, of
 * goods (distance sales) or electronically supplied services. General services to consumers stay
 * taxed where the supplier is (Art. 45) and never count.
 *
 * @example
 * isOssQualifyingSupply({ supplierCountry: "SE", customerCountry: "DE", customerHasVatNumber: false, supplyType: "digital" }) // true
 * isOssQualifyingSupply({ supplierCountry: "SE", customerCountry: "DE", customerHasVatNumber: false, supplyType: "services" }) // false
 */
export function isOssQualifyingSupply(facts: OssSupplyFacts): boolean {
  const supplier = normalizeCountryCode(facts.supplierCountry);
  const customer = normalizeCountryCode(facts.customerCountry);
  return (
    isEuCountry(supplier) &&
    isEuCountry(customer) &&
    supplier !== customer &&
    !facts.customerHasVatNumber &&
    facts.supplyType !== "services"
  );
}

export type OssThresholdFacts = {
  /** The qualifying sales of the previous calendar year, in EUR. */
  previousYearTotal: DecimalInput;
  /** The qualifying sales of this calendar year before this supply, in EUR. */
  totalBefore: DecimalInput;
  /** This supply's taxable amount in EUR (0 when it cannot be converted). */
  supplyAmount: DecimalInput;
};

/**
 * Whether the supply is made above the threshold: the previous year exceeded it, or this supply
 * takes the year's total past it ("exceeds": EUR 10 000.00 itself is still under).
 *
 * @example
 * isOverOssThreshold({ previousYearTotal: "0", totalBefore: "9000", supplyAmount: "1000" })    // false (10 000.00)
 * isOverOssThreshold({ previousYearTotal: "0", totalBefore: "9000", supplyAmount: "1000.01" }) // true
 * isOverOssThreshold({ previousYearTotal: "12000", totalBefore: "0", supplyAmount: "5" })      // true
 */
export function isOverOssThreshold(facts: OssThresholdFacts): boolean {
  const threshold = toDecimal(OSS_THRESHOLD_EUR);
  if (toDecimal(facts.previousYearTotal).greaterThan(threshold)) return true;
  return toDecimal(facts.totalBefore).plus(toDecimal(facts.supplyAmount)).greaterThan(threshold);
}
