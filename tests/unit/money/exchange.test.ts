import { convertAmount, crossRate } from "@/lib/money";

describe("crossRate: through the euro, Art. 91(2)", () => {
  it.each([
    // 1 EUR = from, 1 EUR = to → 1 from = to / from, six decimals half up
    ["1.0921", "11.2345", "10.287062"], // USD → SEK: 11.2345 / 1.0921 = 10.28706162…
    ["1", "11.2345", "11.234500"], // EUR → SEK
    ["1.0921", "1", "0.915667"], // USD → EUR: 1 / 1.0921 = 0.91566706…
    ["0.8500", "1", "1.176471"], // GBP → EUR: 1.17647058…
  ])("from %s to %s per euro: %s", (from, to, expected) => {
    expect(crossRate(from, to)).toBe(expected);
  });

  it("refuses a zero rate", () => {
    expect(() => crossRate("0", "1")).toThrow(RangeError);
  });
});

describe("convertAmount", () => {
  it.each([
    ["250.00", "10.287062", "2571.77"], // 2571.7655 → half up
    ["0.50", "0.915667", "0.46"], // 0.4578335
    ["100.00", "1.000000", "100.00"],
    ["-25.00", "10.287062", "-257.18"], // a credit note: half away from zero
  ])("%s at %s is %s", (amount, rate, expected) => {
    expect(convertAmount(amount, rate)).toBe(expected);
  });
});
