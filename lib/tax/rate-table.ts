/**
 * Standard rates in percent, each with the date it took effect. The values of SPEC section 9 have
 * no start date: they hold for every tax point before the first change listed after them. Rates
 * are strings so that 25.5 and 7.7 stay exact.
 *
 * Changes since the spec's table (national law; see docs/tax.md):
 * - FI 24 → 25.5 from 2024-09-01
 * - SK 20 → 23 from 2025-01-01
 * - EE 20 → 22 from 2024-01-01, → 24 from 2025-07-01
 * - RO 19 → 21 from 2025-08-01
 * - CH 7.7 → 8.1 from 2024-01-01
 * - SG 8 → 9 from 2024-01-01 (the second step of the GST increase)
 * - LU 16 for the calendar year 2023 only (a temporary cut), 17 before and after
 *
 * US: 8.5 is the spec's default, not a law — the US has no national sales tax, and the user's own
 * rate replaces it (see country-rate.ts). CA: 5 is the federal GST; provinces add PST or use HST.
 */
export interface RatePeriod {
  /** First day the rate applies, "YYYY-MM-DD"; null for the spec's value, which applies before any change. */
  from: string | null;
  rate: string;
}

function unchanged(rate: string): readonly RatePeriod[] {
  return [{ from: null, rate }];
}

export const STANDARD_RATE_HISTORY: Readonly<Record<string, readonly RatePeriod[]>> = {
  // EU member states
  AT: unchanged("20"),
  BE: unchanged("21"),
  BG: unchanged("20"),
  HR: unchanged("25"),
  CY: unchanged("19"),
  CZ: unchanged("21"),
  DK: unchanged("25"),
  EE: [
    { from: null, rate: "20" },
    { from: "2024-01-01", rate: "22" },
    { from: "2025-07-01", rate: "24" },
  ],
  FI: [
    { from: null, rate: "24" },
    { from: "2024-09-01", rate: "25.5" },
  ],
  FR: unchanged("20"),
  DE: unchanged("19"),
  GR: unchanged("24"),
  HU: unchanged("27"),
  IE: unchanged("23"),
  IT: unchanged("22"),
  LV: unchanged("21"),
  LT: unchanged("21"),
  LU: [
    { from: null, rate: "17" },
    { from: "2023-01-01", rate: "16" },
    { from: "2024-01-01", rate: "17" },
  ],
  MT: unchanged("18"),
  NL: unchanged("21"),
  PL: unchanged("23"),
  PT: unchanged("23"),
  RO: [
    { from: null, rate: "19" },
    { from: "2025-08-01", rate: "21" },
  ],
  SK: [
    { from: null, rate: "20" },
    { from: "2025-01-01", rate: "23" },
  ],
  SI: unchanged("22"),
  ES: unchanged("21"),
  SE: unchanged("25"),
  // Outside the EU
  US: unchanged("8.5"),
  GB: unchanged("20"),
  CH: [
    { from: null, rate: "7.7" },
    { from: "2024-01-01", rate: "8.1" },
  ],
  NO: unchanged("25"),
  CA: unchanged("5"),
  AU: unchanged("10"),
  NZ: unchanged("15"),
  JP: unchanged("10"),
  SG: [
    { from: null, rate: "8" },
    { from: "2024-01-01", rate: "9" },
  ],
  IN: unchanged("18"),
};
