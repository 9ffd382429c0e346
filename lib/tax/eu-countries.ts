/**
 * The 27 member states of the European Union (SPEC section 9), by ISO 3166-1 code. Greece is GR
 * here as everywhere in the app; only its VAT numbers use the prefix EL (see vat-number.ts).
 */
export const EU_COUNTRY_CODES = [
  "AT",
  "BE",
  "BG",
  "HR",
  "CY",
  "CZ",
  "DK",
  "EE",
  "FI",
  "FR",
  "DE",
  "GR",
  "HU",
  "IE",
  "IT",
  "LV",
  "LT",
  "LU",
  "MT",
  "NL",
  "PL",
  "PT",
  "RO",
  "SK",
  "SI",
  "ES",
  "SE",
] as const;

export type EuCountryCode = (typeof EU_COUNTRY_CODES)[number];

const EU = new Set<string>(EU_COUNTRY_CODES);

/**
 * Reads a country code the way users and old records write it: trimmed, upper case, and the VAT
 * prefixes that are not ISO codes mapped to their country (EL → GR, XI Northern Ireland → GB).
 */
export function normalizeCountryCode(country: string): string {
  const code = country.trim().toUpperCase();
  if (code === "EL") return "GR";
  if (code === "XI" || code === "UK") return "GB";
  return code;
}

/** True for the 27 EU member states (the United Kingdom left on 2020-01-31). */
export function isEuCountry(country: string): boolean {
  return EU.has(normalizeCountryCode(country));
}

/** How English names a member state's things: "a German VAT number", not "a Germany VAT number". */
const EU_COUNTRY_ADJECTIVES: Readonly<Record<EuCountryCode, string>> = {
  AT: "Austrian",
  BE: "Belgian",
  BG: "Bulgarian",
  HR: "Croatian",
  CY: "Cypriot",
  CZ: "Czech",
  DK: "Danish",
  EE: "Estonian",
  FI: "Finnish",
  FR: "French",
  DE: "German",
  GR: "Greek",
  HU: "Hungarian",
  IE: "Irish",
  IT: "Italian",
  LV: "Latvian",
  LT: "Lithuanian",
  LU: "Luxembourgish",
  MT: "Maltese",
  NL: "Dutch",
  PL: "Polish",
  PT: "Portuguese",
  RO: "Romanian",
  SK: "Slovak",
  SI: "Slovenian",
  ES: "Spanish",
  SE: "Swedish",
};

/**
 * The adjective of an EU member state, or null for any other country.
 *
 * @example
 * euCountryAdjective("DE") // "German"
 * euCountryAdjective("US") // null
 */
export function euCountryAdjective(country: string): string | null {
  const code = normalizeCountryCode(country);
  return EU.has(code) ? EU_COUNTRY_ADJECTIVES[code as EuCountryCode] : null;
}
