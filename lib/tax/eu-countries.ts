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
