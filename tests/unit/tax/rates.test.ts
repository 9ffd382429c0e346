import {
  customerCountryRate,
  EU_COUNTRY_CODES,
  fallbackRate,
  isEuCountry,
  standardRate,
  STANDARD_RATE_HISTORY,
  supplierCountryRate,
  toTaxPointDate,
} from "@/lib/tax";

/** SPEC section 9, verbatim: the rates before any of the changes the engine knows. */
const SPEC_RATES: Record<string, string> = {
  SE: "25",
  DE: "19",
  FR: "20",
  ES: "21",
  IT: "22",
  NL: "21",
  BE: "21",
  AT: "20",
  DK: "25",
  FI: "24",
  PT: "23",
  IE: "23",
  PL: "23",
  CZ: "21",
  HU: "27",
  SK: "20",
  SI: "22",
  EE: "20",
  LV: "21",
  LT: "21",
  BG: "20",
  RO: "19",
  HR: "25",
  CY: "19",
  MT: "18",
  LU: "17",
  GR: "24",
  US: "8.5",
  GB: "20",
  CH: "7.7",
  NO: "25",
  CA: "5",
  AU: "10",
  NZ: "15",
  JP: "10",
  SG: "8",
  IN: "18",
};

/** Rates after every change (the newest law), for a tax point in 2026. */
const CURRENT_RATES: Record<string, string> = { ...SPEC_RATES, FI: "25.5", SK: "23", EE: "24", RO: "21", CH: "8.1", SG: "9" };

const twoDecimals = (rate: string) => Number(rate).toFixed(2);

describe("standard rates by tax point", () => {
  it("covers exactly the spec's countries", () => {
    expect(Object.keys(STANDARD_RATE_HISTORY).sort()).toEqual(Object.keys(SPEC_RATES).sort());
  });

  it.each(Object.entries(SPEC_RATES))("%s on 2022-06-01 (before every change) is the spec's %s", (country, rate) => {
    expect(standardRate(country, "2022-06-01")).toBe(twoDecimals(rate));
  });

  it.each(Object.entries(CURRENT_RATES))("%s on 2026-01-01 is %s", (country, rate) => {
    expect(standardRate(country, "2026-01-01")).toBe(twoDecimals(rate));
  });

  it.each([
    // country  day before       rate   first day      rate
    ["FI", "2024-08-31", "24.00", "2024-09-01", "25.50"],
    ["SK", "2024-12-31", "20.00", "2025-01-01", "23.00"],
    ["EE", "2023-12-31", "20.00", "2024-01-01", "22.00"],
    ["EE", "2025-06-30", "22.00", "2025-07-01", "24.00"],
    ["RO", "2025-07-31", "19.00", "2025-08-01", "21.00"],
    ["CH", "2023-12-31", "7.70", "2024-01-01", "8.10"],
    ["SG", "2023-12-31", "8.00", "2024-01-01", "9.00"],
    ["LU", "2022-12-31", "17.00", "2023-01-01", "16.00"], // the 2023 cut starts
    ["LU", "2023-12-31", "16.00", "2024-01-01", "17.00"], // and ends with the year
  ])("%s: %s → %s, %s → %s", (country, before, rateBefore, from, rateFrom) => {
    expect(standardRate(country, before)).toBe(rateBefore);
    expect(standardRate(country, from)).toBe(rateFrom);
  });

  it("keeps EE at 22 for the whole of 2024 and the first half of 2025", () => {
    expect(["2024-06-15", "2024-12-31", "2025-01-01"].map((date) => standardRate("EE", date))).toEqual(["22.00", "22.00", "22.00"]);
  });

  it("reads Date tax points by their UTC date (how Prisma returns @db.Date)", () => {
    expect(standardRate("FI", new Date("2024-09-01T00:00:00.000Z"))).toBe("25.50");
    expect(standardRate("FI", new Date("2024-08-31T23:59:59.999Z"))).toBe("24.00");
  });

  it("reads the date part of an ISO timestamp as written", () => {
    expect(standardRate("FI", "2024-09-01T00:30:00+02:00")).toBe("25.50");
  });

  it("accepts country codes in any case and Greece as EL", () => {
    expect(standardRate("fi", "2024-09-01")).toBe("25.50");
    expect(standardRate("EL", "2024-09-01")).toBe("24.00");
  });

  it("knows nothing of countries outside the table", () => {
    expect(standardRate("BR", "2024-09-01")).toBeUndefined();
  });

  it.each([["2024-02-30"], ["2024-13-01"], ["01/09/2024"], [""], ["2024-9-1"]])("refuses the tax point %p", (date) => {
    expect(() => standardRate("FI", date)).toThrow(RangeError);
  });

  it("refuses an invalid Date", () => {
    expect(() => toTaxPointDate(new Date("nope"))).toThrow(RangeError);
    expect(toTaxPointDate("2024-02-29")).toBe("2024-02-29"); // a leap day exists
  });
});

describe("fallback rate (SPEC: 25 inside the EU region, else 8)", () => {
  it.each([
    ["SE", "25.00"],
    ["GR", "25.00"],
    ["BR", "8.00"],
    ["GB", "8.00"], // not in the EU since 2020
    ["NO", "8.00"],
  ])("%s → %s", (country, rate) => {
    expect(fallbackRate(country)).toBe(rate);
  });
});

describe("the supplier's rate", () => {
  it.each([
    // country  tax point     own rate  expected  why
    ["US", "2025-01-01", undefined, "8.50"], //  the spec's default when the user has none
    ["US", "2025-01-01", "7.25", "7.25"], //     the user's own sales-tax rate replaces it
    ["US", "2025-01-01", 0, "0.00"], //          a state without sales tax
    ["CA", "2025-01-01", "13", "13.00"], //      Ontario HST instead of the federal 5
    ["CA", "2025-01-01", null, "5.00"],
    ["BR", "2025-01-01", "17", "17.00"], //      outside the table: the user's rate
    ["BR", "2025-01-01", undefined, "8.00"], //  … else the fallback
    ["SE", "2025-01-01", "12", "25.00"], //      a national rate is not the user's to change
    ["FI", "2024-09-01", "24", "25.50"], //      nor is a stale rate saved before a change
  ] as const)("%s on %s with own rate %p → %s", (country, date, ownRate, expected) => {
    expect(supplierCountryRate(country, date, ownRate)).toBe(expected);
  });

  it("refuses an own rate outside 0–100", () => {
    expect(() => supplierCountryRate("US", "2025-01-01", "101")).toThrow(RangeError);
  });
});

describe("the customer's rate (One-Stop-Shop)", () => {
  it.each([
    ["DE", "2025-01-01", "19.00"],
    ["EE", "2025-06-30", "22.00"],
    ["EE", "2025-07-01", "24.00"],
    ["BR", "2025-01-01", "8.00"],
  ])("%s on %s → %s", (country, date, expected) => {
    expect(customerCountryRate(country, date)).toBe(expected);
  });
});

describe("EU countries", () => {
  it("are the 27 member states of SPEC section 9", () => {
    expect([...EU_COUNTRY_CODES].sort()).toEqual(
      "AT BE BG HR CY CZ DK EE FI FR DE GR HU IE IT LV LT LU MT NL PL PT RO SK SI ES SE".split(" ").sort(),
    );
  });

  it.each([
    ["SE", true],
    ["gr", true],
    ["EL", true], // Greece by its VAT prefix
    ["GB", false],
    ["XI", false], // Northern Ireland is part of the UK
    ["NO", false],
    ["CH", false],
    ["US", false],
  ])("isEuCountry(%s) → %s", (country, expected) => {
    expect(isEuCountry(country)).toBe(expected);
  });
});
