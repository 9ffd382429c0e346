import { countrySpecs, friendlyFormatIBAN, validateIBAN, ValidationErrorsIBAN } from "ibantools";

/**
 * IBAN checks come from ibantools: its country table follows the SWIFT IBAN registry (plus the
 * countries that issue IBANs outside it), with each country's length, BBAN format and, where a
 * country has them, the national check digits on top of ISO 13616 mod-97. A country code the
 * table doesn't know for IBANs (US, or no country at all) is refused with the format message.
 */
export const IBAN_MESSAGES = {
  format: "Please enter a valid IBAN: a country code, two check digits and the account number, e.g. DE89 3704 0044 0532 0130 00",
  length: (country: string, length: number) => `An IBAN from ${country} has exactly ${length} characters`,
  checksum: "The IBAN's check digits don't match: please check it for typos",
} as const;

export type IbanValidation = { valid: true; iban: string } | { valid: false; message: string };

/** Spaces (the printed groups of four), hyphens and dots are how people write IBANs. */
const SEPARATORS = /[\s.-]/g;

/** Only letters and digits after a country code and two check digits: anything else is no IBAN. */
const IBAN_SHAPE = /^[A-Z]{2}\d{2}[A-Z0-9]+$/;

/**
 * The electronic format (upper case, no separators): how an IBAN is stored and checked.
 *
 * @example
 * normalizeIban("de89 3704-0044.0532 0130 00") // "DE89370400440532013000"
 */
export function normalizeIban(input: string): string {
  return input.toUpperCase().replace(SEPARATORS, "");
}

/**
 * Validates an IBAN written in any grouping and returns it in the electronic format. The message
 * names the first thing to fix: the shape, then the country's length, then the check digits.
 *
 * @example
 * validateIban("de89 3704 0044 0532 0130 00") // { valid: true, iban: "DE89370400440532013000" }
 * validateIban("DE89370400440532013001")      // { valid: false, message: IBAN_MESSAGES.checksum }
 */
export function validateIban(input: string): IbanValidation {
  const iban = normalizeIban(input);
  if (!IBAN_SHAPE.test(iban)) return { valid: false, message: IBAN_MESSAGES.format };
  const { valid, errorCodes } = validateIBAN(iban);
  if (valid) return { valid: true, iban };
  const has = (code: ValidationErrorsIBAN) => errorCodes.includes(code);
  if (has(ValidationErrorsIBAN.NoIBANCountry)) return { valid: false, message: IBAN_MESSAGES.format };
  const country = iban.slice(0, 2);
  const length = countrySpecs[country]?.chars;
  if (has(ValidationErrorsIBAN.WrongBBANLength) && length !== undefined) {
    return { valid: false, message: IBAN_MESSAGES.length(country, length) };
  }
  // ibantools also reports a checksum error for a BBAN of the wrong format: the format comes first.
  if (has(ValidationErrorsIBAN.WrongBBANFormat)) return { valid: false, message: IBAN_MESSAGES.format };
  return { valid: false, message: IBAN_MESSAGES.checksum };
}

/** Whether a value (stored or typed, in any grouping) is a valid IBAN, e.g. before a SEPA QR code uses it. */
export function isValidIban(iban: string): boolean {
  return validateIban(iban).valid;
}

/**
 * The print format: groups of four, as banks and invoices write it. Stored values stay compact.
 *
 * @example
 * formatIban("DE89370400440532013000") // "DE89 3704 0044 0532 0130 00"
 */
export function formatIban(iban: string): string {
  return friendlyFormatIBAN(iban) ?? iban;
}
