import { countryName } from "@/lib/countries";
import { euCountryAdjective, isEuCountry, validateVatNumber } from "@/lib/tax";

/**
 * Why an EU VAT number can't be right, in words for the person typing it, or null when it passes
 * its country's format and check digits. Numbers outside the EU are not checked (like customers'):
 * their formats vary and nothing on the invoice depends on them.
 *
 * @example
 * vatNumberProblem("DE", "DE136695976") // null
 * vatNumberProblem("DE", "DE136695977") // "The VAT number's check digits are wrong …"
 * vatNumberProblem("US", "anything")    // null
 */
export function vatNumberProblem(country: string, vatNumber: string): string | null {
  if (!isEuCountry(country)) return null;
  const result = validateVatNumber(country, vatNumber);
  if (result.valid) return null;
  // "your German VAT number" (issue #24, item 12); the name only for a code outside the list.
  const name = euCountryAdjective(country) ?? countryName(country);
  switch (result.reason) {
    case "country_mismatch":
      return `This VAT number belongs to another country: enter your ${name} VAT number`;
    case "checksum":
      return `The VAT number's check digits are wrong: please check your ${name} VAT number for typos`;
    default:
      return `The VAT number is not in the format of a ${name} VAT number`;
  }
}

/** The form of a valid EU number as invoices print it ("SE 5560-3607-9301" → "SE556036079301"). */
export function normalizeVatNumber(country: string, vatNumber: string): string {
  if (!isEuCountry(country)) return vatNumber;
  const result = validateVatNumber(country, vatNumber);
  return result.valid ? result.normalized : vatNumber;
}
