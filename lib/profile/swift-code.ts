import { isValidBIC } from "ibantools";

export const SWIFT_MESSAGE = "Please enter a valid SWIFT/BIC code: 8 or 11 letters and digits, e.g. DEUTDEFF or DEUTDEFF500";

/**
 * ISO 9362 BIC: 4 letters for the bank, the 2-letter ISO country, 2 letters or digits for the
 * location and an optional 3-character branch. The format is all that can be checked offline: a
 * BIC has no check digits. ibantools checks the format and the country; the stored form is upper
 * case (ibantools would also take lower case), so a code is normalised before it is checked.
 *
 * @example
 * normalizeSwiftCode(" deut de ff ") // "DEUTDEFF"
 * isValidSwiftCode("DEUTDEFF500")    // true
 * isValidSwiftCode("DEUTZZFF")       // false (ZZ is no country)
 */
export function normalizeSwiftCode(input: string): string {
  return input.toUpperCase().replace(/\s/g, "");
}

export function isValidSwiftCode(code: string): boolean {
  return code === code.toUpperCase() && isValidBIC(code);
}
