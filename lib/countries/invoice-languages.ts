import countries from "i18n-iso-countries/index";
import german from "i18n-iso-countries/langs/de.json";
import swedish from "i18n-iso-countries/langs/sv.json";
import { countryName } from "./index";

/**
 * Country names in the invoice languages (en, sv, de) for the PDFs, from the same static list as
 * the screens (./index.ts registers English). Kept apart so the browser bundle carries English only.
 */
countries.registerLocale(swedish);
countries.registerLocale(german);

/**
 * @example
 * countryNameIn("DE", "sv") // "Tyskland"
 * countryNameIn("US", "en") // "United States", as on the screens
 * countryNameIn("XX1", "de") // "XX1": a code the list does not know prints as written
 */
export function countryNameIn(code: string | null | undefined, language: string): string | null {
  if (!code) return null;
  const upper = code.toUpperCase();
  if (language !== "sv" && language !== "de") return countryName(upper);
  return countries.getName(upper, language) ?? countryName(upper);
}
