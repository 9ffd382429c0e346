import { hasAtMostDecimals, roundMoney, roundToWholeUnits, sumDecimals, toDecimal } from "@/lib/money";

describe("roundMoney: half up to the cent, exactly", () => {
  it.each([
    // input       expected   why
    ["0.005", "0.01"], //       a tie rounds up (away from zero)
    ["0.0049", "0.00"], //      below the tie rounds down
    ["1.005", "1.01"], //       a float holds 1.00499999…, which rounds to 1.00; decimals see the tie
    ["2.675", "2.68"], //       same pitfall: 2.675 in binary is 2.67499999…
    ["1.015", "1.02"],
    ["-0.005", "-0.01"], //     ties go away from zero on both sides
    ["-1.004", "-1.00"],
    ["123456789012.345", "123456789012.35"], // beyond float's exact cents
    ["19.99", "19.99"], //      already two decimals: unchanged
  ])("%s → %s", (input, expected) => {
    expect(roundMoney(input).toFixed(2)).toBe(expected);
  });

  it("rounds the float sum 0.1 + 0.2 to 0.30 and matches the exact decimal sum", () => {
    // 0.1 + 0.2 = 0.30000000000000004 in floats; the exact sum of the decimals is 0.3.
    expect(roundMoney(0.1 + 0.2).toFixed(2)).toBe("0.30");
    expect(sumDecimals(["0.1", "0.2"]).toString()).toBe("0.3");
  });
});

describe("roundToWholeUnits: the view format", () => {
  it.each([
    ["1234.50", "1235"], // .50 is the tie: up
    ["1234.49", "1234"],
    ["-0.50", "-1"],
    ["0.49", "0"],
  ])("%s → %s", (input, expected) => {
    expect(roundToWholeUnits(input).toString()).toBe(expected);
  });
});

describe("toDecimal refuses what is not a finite number", () => {
  it.each([[Number.NaN], [Number.POSITIVE_INFINITY], [Number.NEGATIVE_INFINITY], ["abc"], [""], ["Infinity"]])("%p throws", (input) => {
    expect(() => toDecimal(input)).toThrow(RangeError);
  });

  it("accepts numbers through their shortest representation", () => {
    expect(toDecimal(0.1).toString()).toBe("0.1");
  });
});

describe("hasAtMostDecimals", () => {
  it.each([
    ["12.50", 2, true], // trailing zeros don't count
    ["12.505", 2, false],
    ["12", 0, true],
    ["7.7", 1, true],
  ] as const)("%s with at most %d decimals → %s", (value, decimals, expected) => {
    expect(hasAtMostDecimals(value, decimals)).toBe(expected);
  });
});
