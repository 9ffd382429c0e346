/**
 * IBAN lengths per country from the SWIFT IBAN registry. A country missing here is still checked
 * by the general shape (15–34 characters) and the mod-97 checksum, so a country that joins the
 * registry later is not refused.
 */
const IBAN_LENGTHS: Readonly<Record<string, number>> = {
  AD: 24, AE: 23, AL: 28, AT: 20, AZ: 28, BA: 20, BE: 16, BG: 22, BH: 22, BI: 27, BR: 29, BY: 28,
  CH: 21, CR: 22, CY: 28, CZ: 24, DE: 22, DJ: 27, DK: 18, DO: 28, EE: 20, EG: 29, ES: 24, FI: 18,
  FK: 18, FO: 18, FR: 27, GB: 22, GE: 22, GI: 23, GL: 18, GR: 27, GT: 28, HR: 21, HU: 28, IE: 22,
  IL: 23, IQ: 23, IS: 26, IT: 27, JO: 30, KW: 30, KZ: 20, LB: 28, LC: 32, LI: 21, LT: 20, LU: 20,
  LV: 21, LY: 25, MC: 27, MD: 24, ME: 22, MK: 19, MN: 20, MR: 27, MT: 31, MU: 30, NI: 28, NL: 18,
  NO: 15, OM: 23, PK: 24, PL: 28, PS: 29, PT: 25, QA: 29, RO: 24, RS: 22, RU: 33, SA: 24, SC: 31,
  SD: 18, SE: 24, SI: 19, SK: 24, SM: 27, SO: 23, ST: 25, SV: 28, TL: 23, TN: 24, TR: 26, UA: 29,
  VA: 22, VG: 24, XK: 20, YE: 30,
};

export const IBAN_MESSAGES = {
  format: "Please enter a valid IBAN: a country code, two check digits and the account number, e.g. DE89 3704 0044 0532 0130 00",
  length: (country: string, length: number) => `An IBAN from ${country} has exactly ${length} characters`,
  checksum: "The IBAN's check digits don't match: please check it for typos",
} as const;

export type IbanValidation = { valid: true; iban: string } | { valid: false; message: string };

/** Spaces (the printed groups of four), hyphens and dots are how people write IBANs. */
const SEPARATORS = /[\s.-]/g;

/**
 * ISO 13616 mod-97: move the first four characters to the end, turn letters into 10–35 and the
 * whole number must leave remainder 1 when divided by 97. Computed piecewise so it never needs
 * more than a few digits of precision.
 */
function mod97(rearranged: string): number {
  let remainder = 0;
  for (const char of rearranged) {
    const value = char >= "A" ? String(char.charCodeAt(0) - 55) : char;
    for (const digit of value) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder;
}

/**
 * Validates an IBAN written in any grouping and returns it in the electronic format (upper case,
 * no spaces), which is how it is stored.
 *
 * @example
 * validateIban("de89 3704 0044 0532 0130 00") // { valid: true, iban: "DE89370400440532013000" }
 * validateIban("DE89370400440532013001")      // { valid: false, message: IBAN_MESSAGES.checksum }
 */
export function validateIban(input: string): IbanValidation {
  const iban = input.toUpperCase().replace(SEPARATORS, "");
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return { valid: false, message: IBAN_MESSAGES.format };
  const country = iban.slice(0, 2);
  const expectedLength = IBAN_LENGTHS[country];
  if (expectedLength !== undefined && iban.length !== expectedLength) {
    return { valid: false, message: IBAN_MESSAGES.length(country, expectedLength) };
  }
  if (mod97(iban.slice(4) + iban.slice(0, 4)) !== 1) return { valid: false, message: IBAN_MESSAGES.checksum };
  return { valid: true, iban };
}

/**
 * The print format: groups of four, as banks and invoices write it. Stored values stay compact.
 *
 * @example
 * formatIban("DE89370400440532013000") // "DE89 3704 0044 0532 0130 00"
 */
export function formatIban(iban: string): string {
  return iban.replace(/\s/g, "").replace(/(.{4})(?=.)/g, "$1 ");
}
