import { normalizeCountryCode } from "./eu-countries";
import { KNOWN_VAT_PREFIXES, VAT_NUMBER_SCHEMES, type VatNumberScheme } from "./vat-number-checks";

/**
 * Offline validation of VAT identification numbers: format and check digits per country. It
 * proves a number is well-formed, not that it is registered — that needs VIES (see
 * vat-number-verifier.ts). The reverse-charge rule treats a customer whose number fails here as a
 * consumer.
 */
export type VatNumberInvalidReason =
  /** Nothing but spaces and punctuation. */
  | "empty"
  /** No offline check for this country (outside the EU, GB, NO and CH). */
  | "unsupported_country"
  /** The number carries another country's prefix. */
  | "country_mismatch"
  /** Wrong length or characters for the country. */
  | "format"
  /** Well-formed, but the check digits don't match. */
  | "checksum";

export type VatNumberValidation =
  { valid: true; normalized: string; reason: null } | { valid: false; normalized: string; reason: VatNumberInvalidReason };

/** Spaces (including no-break spaces), dots, hyphens and slashes are how people group the digits. */
const SEPARATORS = /[\s.\-/]/g;

function invalid(normalized: string, reason: VatNumberInvalidReason): VatNumberValidation {
  return { valid: false, normalized, reason };
}

/** True when the country has an offline check (the EU member states, GB with XI, NO and CH). */
export function canValidateVatNumber(country: string): boolean {
  return normalizeCountryCode(country) in VAT_NUMBER_SCHEMES;
}

/**
 * The prefix a country's VAT numbers carry: mostly the ISO code, but EL for Greece and CHE for
 * Switzerland. Undefined for countries without a scheme.
 *
 * @example
 * vatNumberPrefix("GR") // "EL"
 */
export function vatNumberPrefix(country: string): string | undefined {
  return VAT_NUMBER_SCHEMES[normalizeCountryCode(country)]?.prefixes[0];
}

/** True when the string is a valid number of another country, prefix included ("DE136695976"). */
function isOtherCountrysNumber(cleaned: string, own: VatNumberScheme): boolean {
  return Object.values(VAT_NUMBER_SCHEMES).some(
    (scheme) =>
      scheme !== own &&
      scheme.prefixes.some((prefix) => cleaned.startsWith(prefix) && scheme.check(cleaned.slice(prefix.length)) === "valid"),
  );
}

function splitPrefix(cleaned: string, scheme: VatNumberScheme): { prefix: string; body: string } | "mismatch" {
  const written = scheme.prefixes.find((prefix) => cleaned.startsWith(prefix));
  if (written) return { prefix: written, body: cleaned.slice(written.length) };
  // Some local numbers start with letters (French keys may be two letters), so a leading foreign
  // prefix is only a mismatch when the string is that country's valid number, or no valid local one.
  if (isOtherCountrysNumber(cleaned, scheme)) return "mismatch";
  if (KNOWN_VAT_PREFIXES.has(cleaned.slice(0, 2)) && scheme.check(cleaned) !== "valid") return "mismatch";
  const [defaultPrefix] = scheme.prefixes as [string];
  return { prefix: defaultPrefix, body: cleaned };
}

/**
 * Validates a VAT number for a country, with or without its prefix, in any grouping.
 * `normalized` is the number as VIES and invoices write it: prefix and body without separators
 * (Greece always as EL, 9-digit Belgian numbers with their leading 0).
 *
 * @example
 * validateVatNumber("DE", "136 695 976")     // { valid: true, normalized: "DE136695976", reason: null }
 * validateVatNumber("GR", "GR094259216")     // { valid: true, normalized: "EL094259216", reason: null }
 * validateVatNumber("BE", "BE 1001.686.633") // { valid: true, normalized: "BE1001686633", reason: null }
 * validateVatNumber("GB", "XI980780684")     // { valid: true, normalized: "XI980780684", reason: null }
 * validateVatNumber("DE", "136695977")       // { valid: false, normalized: "DE136695977", reason: "checksum" }
 * validateVatNumber("FR", "DE136695976")     // { valid: false, normalized: "DE136695976", reason: "country_mismatch" }
 */
export function validateVatNumber(country: string, vatNumber: string): VatNumberValidation {
  const cleaned = vatNumber.toUpperCase().replace(SEPARATORS, "");
  const scheme = VAT_NUMBER_SCHEMES[normalizeCountryCode(country)];
  if (cleaned === "") return invalid(cleaned, "empty");
  if (!scheme) return invalid(cleaned, "unsupported_country");

  const split = splitPrefix(cleaned, scheme);
  if (split === "mismatch") return invalid(cleaned, "country_mismatch");
  const prefix = split.prefix === "GR" ? "EL" : split.prefix;
  const body = scheme.normalizeBody ? scheme.normalizeBody(split.body) : split.body;
  const normalized = prefix + body;

  const outcome = scheme.check(split.body);
  return outcome === "valid" ? { valid: true, normalized, reason: null } : invalid(normalized, outcome);
}
