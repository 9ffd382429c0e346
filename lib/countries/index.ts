import english from "i18n-iso-countries/langs/en.json";

/**
 * Every ISO 3166-1 alpha-2 code in use, and their English names from one static list: the
 * `i18n-iso-countries` package's data, the same bytes in the server's HTML and in the browser.
 * Until issue #15 the names came from `Intl.DisplayNames`, whose ICU data differs between Node and
 * Chromium ("Falkland Islands (Islas Malvinas)" vs "Falkland Islands"): every form with a country
 * dropdown then failed to hydrate. Only the package's English list is read here, not its code
 * (which brings a diacritics table and every lookup by alpha-3 and number: 9 KB gzipped in each
 * signed-in page, issue #24); invoice PDFs add Swedish and German through the package in
 * ./invoice-languages.ts, on the server only.
 */
const ENGLISH_NAMES: Readonly<Record<string, string | readonly string[]>> = english.countries;

export const ISO_COUNTRY_CODES = (
  "AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ " +
  "CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR " +
  "GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP " +
  "KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT " +
  "MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW " +
  "SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG " +
  "UM US UY UZ VA VC VE VG VI VN VU WF WS XK YE YT ZA ZM ZW"
).split(" ");

/** Listed first in the invoice and customer pickers (SPEC section 9). */
export const PRIORITY_COUNTRY_CODES = ["US", "GB", "DE", "FR", "SE", "NO", "DK", "FI", "NL", "CA", "AU", "IL"];

/** The countries offered in settings (SPEC section 9). */
export const SETTINGS_COUNTRY_CODES = [
  "US",
  "SE",
  "DE",
  "GB",
  "FR",
  "NL",
  "DK",
  "NO",
  "FI",
  "CA",
  "AU",
  "IT",
  "ES",
  "CH",
  "AT",
  "BE",
  "IE",
  "PT",
];

const KNOWN = new Set(ISO_COUNTRY_CODES);

export function isCountryCode(value: string): boolean {
  return KNOWN.has(value);
}

/**
 * Where the package's first English name is the formal one and its alias the name people use
 * ("United States of America" → "United States", "Taiwan, Province of China" → "Taiwan"), the
 * alias is shown. Aliases that are abbreviations ("UK", "UAE") or ambiguous (both Congos are
 * "Congo") are not.
 */
const SHORT_NAME_CODES = new Set(["CI", "CN", "CZ", "GM", "IR", "MK", "PS", "RU", "TW", "TZ", "US"]);

/**
 * @example
 * countryName("DE") // "Germany"
 * countryName("US") // "United States"
 * countryName("FK") // "Falkland Islands (Malvinas)", on the server and in every browser
 */
export function countryName(code: string): string {
  const names = ENGLISH_NAMES[code.toUpperCase()];
  if (names === undefined) return code;
  if (typeof names === "string") return names;
  // The package's own choice: its first name is the official one, the second the alias.
  return (SHORT_NAME_CODES.has(code) ? (names[1] ?? names[0]) : names[0]) ?? code;
}

export type CountryOption = { code: string; name: string };

/**
 * "Åland Islands" sorts as "aland islands". A plain comparison of these keys rather than
 * `localeCompare`: collation is ICU data too, and the order must not differ between the server's
 * HTML and the browser either.
 */
function sortKey(name: string): string {
  return name
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();
}

/** The priority countries first, then the rest of the world by name. */
export function countryOptions(priority: readonly string[] = PRIORITY_COUNTRY_CODES): CountryOption[] {
  const first = priority.map((code) => ({ code, name: countryName(code) }));
  const rest = ISO_COUNTRY_CODES.filter((code) => !priority.includes(code))
    .map((code) => ({ code, name: countryName(code), key: sortKey(countryName(code)) }))
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
    .map(({ code, name }) => ({ code, name }));
  return [...first, ...rest];
}
