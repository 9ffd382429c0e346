import { normalizeCountryCode } from "@/lib/tax";
import { legalRegistrationId, vatIdentifier } from "./party-ids";

/**
 * Peppol addresses a party by a registered identifier from the EAS code list; e-mail (EM) is not
 * on Peppol's list (PEPPOL-EN16931-CL008), so UBL uses the party's VAT number under its country's
 * VAT scheme, or the registration number where the country's scheme is that (SE, NO, DK, BE).
 */
const VAT_SCHEMES: Record<string, string> = {
  AT: "9914",
  BG: "9926",
  CH: "9927",
  CY: "9928",
  CZ: "9929",
  DE: "9930",
  EE: "9931",
  ES: "9920",
  FI: "0213",
  FR: "9957",
  GB: "9932",
  GR: "9933",
  HR: "9934",
  HU: "9910",
  IE: "9935",
  IT: "0211",
  LT: "9937",
  LU: "9938",
  LV: "9939",
  MT: "9943",
  NL: "9944",
  PL: "9945",
  PT: "9946",
  RO: "9947",
  SI: "9949",
  SK: "9950",
};

/** Schemes whose id is the digits of the VAT number without its prefix (NO also without "MVA"). */
const VAT_DIGIT_SCHEMES: Record<string, string> = { BE: "0208", DK: "0184", NO: "0192" };

export type PeppolEndpoint = { scheme: string; id: string };

export function peppolEndpoint(party: {
  country: string;
  vatNumber: string | null;
  organizationNumber: string | null;
}): PeppolEndpoint | null {
  const country = normalizeCountryCode(party.country);
  const vatId = vatIdentifier(country, party.vatNumber);
  if (country === "SE") {
    const orgNumber = legalRegistrationId(country, party.organizationNumber) ?? vatId?.slice(2, 12) ?? null;
    return orgNumber ? { scheme: "0007", id: orgNumber } : null;
  }
  if (vatId && VAT_DIGIT_SCHEMES[country]) return { scheme: VAT_DIGIT_SCHEMES[country], id: vatId.replace(/\D/g, "") };
  if (vatId && VAT_SCHEMES[country]) return { scheme: VAT_SCHEMES[country], id: vatId };
  if (country === "NL" && party.organizationNumber?.trim()) return { scheme: "0106", id: party.organizationNumber.trim() };
  return null;
}
