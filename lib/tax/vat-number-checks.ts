import {
  austria,
  bulgaria,
  croatia,
  cyprus,
  czechRepublic,
  denmark,
  estonia,
  finland,
  france,
  germany,
  greece,
  hungary,
  ireland,
  italy,
  latvia,
  lithuania,
  luxembourg,
  malta,
  netherlands,
  norway,
  poland,
  portugal,
  romania,
  slovakiaRepublic,
  slovenia,
  spain,
  sweden,
  switzerland,
  unitedKingdom,
  checkVAT,
  type Country as JsvatCountry,
} from "jsvat";

/**
 * Offline format and checksum checks of VAT numbers, one per prefix. Most come from jsvat (a
 * maintained package with each country's published algorithm); two cases jsvat 2.5.4 gets wrong
 * are handled here instead — see docs/tax.md:
 * - Belgium: jsvat accepts only 10-digit numbers starting with 0 and rejects the 1-series that the
 *   Crossroads Bank for Enterprises issues since 2023 (e.g. BE1001686633; jsvat issues #129, #135).
 * - Northern Ireland: traders registered under the Windsor Framework use the prefix XI with the
 *   same 9- or 12-digit number as GB; jsvat does not know XI, so the number is checked as GB.
 * Greece is fine in jsvat, but only under its VAT prefix EL: GR is rewritten to EL before checking.
 */
export type VatCheckOutcome = "valid" | "format" | "checksum";

/** Checks the part of a VAT number after its prefix. */
type BodyCheck = (body: string) => VatCheckOutcome;

function jsvatCheck(country: JsvatCountry, jsvatPrefix: string): BodyCheck {
  return (body) => {
    const result = checkVAT(jsvatPrefix + body, [country]);
    if (result.isValid) return "valid";
    return result.isValidFormat ? "checksum" : "format";
  };
}

/**
 * Belgian enterprise numbers: 10 digits starting with 0 or 1, the last two equal to
 * 97 − (first eight mod 97). Numbers from before 2007 had 9 digits and are read with a leading 0.
 * In the 0-series the second digit is never 0 (the range starts at 0100 000 000).
 */
export function checkBelgianNumber(body: string): VatCheckOutcome {
  const digits = body.length === 9 ? `0${body}` : body;
  if (!/^(0[1-9]\d{8}|1\d{9})$/.test(digits)) return "format";
  const checkDigits = 97 - (Number(digits.slice(0, 8)) % 97);
  return checkDigits === Number(digits.slice(8)) ? "valid" : "checksum";
}

/** 9-digit Belgian numbers are written with their leading 0 so that they match VIES. */
function normalizeBelgianBody(body: string): string {
  return /^\d{9}$/.test(body) ? `0${body}` : body;
}

export interface VatNumberScheme {
  /** Prefixes accepted in front of the number; the first is added when the user leaves it out. */
  prefixes: readonly string[];
  check: BodyCheck;
  normalizeBody?: (body: string) => string;
}

/** The schemes by ISO country code: the 27 EU member states, the United Kingdom, Norway, Switzerland. */
export const VAT_NUMBER_SCHEMES: Readonly<Record<string, VatNumberScheme>> = {
  AT: { prefixes: ["AT"], check: jsvatCheck(austria, "AT") },
  BE: { prefixes: ["BE"], check: checkBelgianNumber, normalizeBody: normalizeBelgianBody },
  BG: { prefixes: ["BG"], check: jsvatCheck(bulgaria, "BG") },
  HR: { prefixes: ["HR"], check: jsvatCheck(croatia, "HR") },
  CY: { prefixes: ["CY"], check: jsvatCheck(cyprus, "CY") },
  CZ: { prefixes: ["CZ"], check: jsvatCheck(czechRepublic, "CZ") },
  DK: { prefixes: ["DK"], check: jsvatCheck(denmark, "DK") },
  EE: { prefixes: ["EE"], check: jsvatCheck(estonia, "EE") },
  FI: { prefixes: ["FI"], check: jsvatCheck(finland, "FI") },
  FR: { prefixes: ["FR"], check: jsvatCheck(france, "FR") },
  DE: { prefixes: ["DE"], check: jsvatCheck(germany, "DE") },
  // Greece: ISO code GR, VAT prefix EL (Council Directive 2006/112/EC, Art. 215).
  GR: { prefixes: ["EL", "GR"], check: jsvatCheck(greece, "EL") },
  HU: { prefixes: ["HU"], check: jsvatCheck(hungary, "HU") },
  IE: { prefixes: ["IE"], check: jsvatCheck(ireland, "IE") },
  IT: { prefixes: ["IT"], check: jsvatCheck(italy, "IT") },
  LV: { prefixes: ["LV"], check: jsvatCheck(latvia, "LV") },
  LT: { prefixes: ["LT"], check: jsvatCheck(lithuania, "LT") },
  LU: { prefixes: ["LU"], check: jsvatCheck(luxembourg, "LU") },
  MT: { prefixes: ["MT"], check: jsvatCheck(malta, "MT") },
  NL: { prefixes: ["NL"], check: jsvatCheck(netherlands, "NL") },
  PL: { prefixes: ["PL"], check: jsvatCheck(poland, "PL") },
  PT: { prefixes: ["PT"], check: jsvatCheck(portugal, "PT") },
  RO: { prefixes: ["RO"], check: jsvatCheck(romania, "RO") },
  SK: { prefixes: ["SK"], check: jsvatCheck(slovakiaRepublic, "SK") },
  SI: { prefixes: ["SI"], check: jsvatCheck(slovenia, "SI") },
  ES: { prefixes: ["ES"], check: jsvatCheck(spain, "ES") },
  SE: { prefixes: ["SE"], check: jsvatCheck(sweden, "SE") },
  // United Kingdom: GB, or XI for Northern Ireland — the same number and checksum.
  GB: { prefixes: ["GB", "XI"], check: jsvatCheck(unitedKingdom, "GB") },
  NO: { prefixes: ["NO"], check: jsvatCheck(norway, "NO") },
  CH: { prefixes: ["CHE"], check: jsvatCheck(switzerland, "CHE") },
};

/** Every prefix some scheme accepts, to tell "another country's number" from a typo. */
export const KNOWN_VAT_PREFIXES: ReadonlySet<string> = new Set(
  Object.values(VAT_NUMBER_SCHEMES).flatMap((scheme) => scheme.prefixes.map((prefix) => prefix.slice(0, 2))),
);
