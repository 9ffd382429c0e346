import { normalizeCountryCode, validateVatNumber } from "@/lib/tax";

const SEPARATORS = /[\s.\-/]/g;

/** Trimmed text, or null when there is none. */
export function present(value: string | null | undefined): string | null {
  const trimmed = value?.trim() ?? "";
  return trimmed === "" ? null : trimmed;
}

/**
 * A VAT identifier as EN 16931 wants it (BR-CO-09): prefixed with the country code. Numbers the
 * offline check knows are written as VIES writes them (Greece: EL); others are compacted and get
 * the country's code in front when they have no two-letter prefix (a US or Australian tax id).
 */
export function vatIdentifier(country: string, vatNumber: string | null | undefined): string | null {
  const raw = present(vatNumber);
  if (!raw) return null;
  const checked = validateVatNumber(country, raw);
  if (checked.reason !== "unsupported_country" && /^[A-Z]{2}/.test(checked.normalized)) return checked.normalized;
  const compact = raw.toUpperCase().replace(SEPARATORS, "");
  return /^[A-Z]{2}/.test(compact) ? compact : normalizeCountryCode(country) + compact;
}

/** Swedish organisation numbers are written 556036-0793; Peppol (SE-R-003/004) wants the 10 digits. */
export function legalRegistrationId(country: string, organizationNumber: string | null | undefined): string | null {
  const raw = present(organizationNumber);
  if (!raw) return null;
  return normalizeCountryCode(country) === "SE" ? raw.replace(/[\s-]/g, "") : raw;
}

/** Luhn over the ten digits of a Swedish organisation number (Peppol SE-R-013). */
export function isSwedishOrganizationNumber(value: string): boolean {
  if (!/^\d{10}$/.test(value)) return false;
  let sum = 0;
  for (let i = 0; i < 10; i += 1) {
    let digit = Number(value[i]);
    if (i % 2 === 0) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** IBANs and BICs are printed in groups; the e-invoice wants them without spaces, upper case. */
export function compactCode(value: string | null | undefined): string | null {
  const raw = present(value);
  return raw ? raw.replace(/\s+/g, "").toUpperCase() : null;
}
