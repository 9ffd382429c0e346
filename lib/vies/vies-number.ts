import { EU_COUNTRY_CODES, validateVatNumber, vatNumberPrefix } from "@/lib/tax";

/** The member-state codes VIES answers for: the 27 (Greece as EL) and XI, Northern Ireland's traders. */
const VIES_CODES = new Set<string>([...EU_COUNTRY_CODES.map((country) => vatNumberPrefix(country) ?? country), "XI"]);

export type ViesNumber = { countryCode: string; vatNumber: string };

/**
 * A VAT number as VIES takes it, `countryCode` and the number without it, when the number passes
 * its offline check and belongs to a member state VIES covers; null otherwise (a GB number is
 * HMRC's, a malformed one is not worth a request).
 *
 * @example
 * viesNumber("DE", "DE 136 695 976") // { countryCode: "DE", vatNumber: "136695976" }
 * viesNumber("GR", "094259216")      // { countryCode: "EL", vatNumber: "094259216" }
 * viesNumber("GB", "GB980780684")    // null
 */
export function viesNumber(country: string, vatNumber: string | null | undefined): ViesNumber | null {
  if (!vatNumber) return null;
  const checked = validateVatNumber(country, vatNumber);
  if (!checked.valid) return null;
  const countryCode = checked.normalized.slice(0, 2);
  if (!VIES_CODES.has(countryCode)) return null;
  return { countryCode, vatNumber: checked.normalized.slice(2) };
}
