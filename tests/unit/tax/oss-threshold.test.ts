import { calculateAutomaticTax, isOssQualifyingSupply, isOverOssThreshold, nationalCurrency, type TaxSituation } from "@/lib/tax";

// Art. 59c: the EUR 10 000 threshold, and what crossing it does to the automatic rules (docs/tax.md).

describe("isOssQualifyingSupply", () => {
  it.each([
    ["SE", "DE", false, "digital", true],
    ["SE", "DE", false, "goods", true],
    ["SE", "DE", false, "services", false], // Art. 45: general services stay taxed at home
    ["SE", "DE", true, "digital", false], // a business with a VAT number: reverse charge, not OSS
    ["SE", "SE", false, "digital", false], // domestic
    ["SE", "US", false, "digital", false], // outside the EU
    ["US", "DE", false, "digital", false], // a supplier outside the EU has no threshold
  ] as const)("%s → %s, VAT number %p, %s: %p", (supplierCountry, customerCountry, customerHasVatNumber, supplyType, expected) => {
    expect(isOssQualifyingSupply({ supplierCountry, customerCountry, customerHasVatNumber, supplyType })).toBe(expected);
  });
});

describe("isOverOssThreshold", () => {
  it.each([
    // previous year, this year before, this supply → over?
    ["0", "0", "10000.00", false], // exactly 10 000: not exceeded
    ["0", "9999.99", "0.01", false],
    ["0", "9999.99", "0.02", true], // 10 000.01: this supply crosses it
    ["0", "10000.01", "0", true],
    ["10000.00", "0", "1", false],
    ["10000.01", "0", "0", true], // the previous year exceeded it: the whole year is over
  ])("previous %s, before %s, this %s → %p", (previousYearTotal, totalBefore, supplyAmount, expected) => {
    expect(isOverOssThreshold({ previousYearTotal, totalBefore, supplyAmount })).toBe(expected);
  });
});

describe("over the threshold the engine taxes as for OSS-registered users", () => {
  const base = (supplier: Partial<TaxSituation["supplier"]>, supplyType: "digital" | "goods" | "services"): TaxSituation => ({
    supplier: { country: "SE", isVatRegistered: true, ...supplier },
    customer: { country: "DE", type: "private" },
    supplyType,
    taxPoint: "2026-03-01",
  });

  it.each(["digital", "goods"] as const)("%s to a German consumer: DE 19 %% with the OSS wording, as the OSS tick gives", (supplyType) => {
    const over = calculateAutomaticTax(base({ isOverOssThreshold: true }, supplyType));
    const registered = calculateAutomaticTax(base({ isOssRegistered: true }, supplyType));
    const under = calculateAutomaticTax(base({}, supplyType));
    expect(over).toEqual(registered);
    expect(over).toMatchObject({ rate: "19.00", scenario: "cross_border_b2c", oss: true });
    expect(under).toMatchObject({ rate: "25.00", oss: false });
  });

  it("general services stay at the supplier's rate (Art. 45)", () => {
    expect(calculateAutomaticTax(base({ isOverOssThreshold: true }, "services"))).toMatchObject({ rate: "25.00", oss: false });
  });
});

describe("nationalCurrency (Art. 230)", () => {
  it.each([
    ["SE", "2026-03-01", "SEK"],
    ["DE", "2026-03-01", "EUR"],
    ["PL", "2026-03-01", "PLN"],
    ["HR", "2022-12-31", "HRK"],
    ["HR", "2023-01-01", "EUR"],
    ["BG", "2025-12-31", "BGN"],
    ["BG", "2026-01-01", "EUR"],
    ["GB", "2026-03-01", "GBP"],
    ["US", "2026-03-01", null],
  ])("%s on %s: %p", (country, date, expected) => {
    expect(nationalCurrency(country, date)).toBe(expected);
  });
});
