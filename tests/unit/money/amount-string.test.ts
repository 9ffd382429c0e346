import {
  isStorableAmount,
  MAX_STORABLE_AMOUNT,
  parseAmount,
  parseAmountOrThrow,
  parseDecimal,
  roundMoney,
  serializeAmount,
} from "@/lib/money";

describe("parseAmount: amounts on the wire", () => {
  it.each([
    // input        parsed
    ["1234.50", "1234.5"],
    ["1234.5", "1234.5"],
    ["0", "0"],
    ["  42.00 ", "42"], // surrounding whitespace from a form is harmless
    ["-3.20", "-3.2"],
    [19.99, "19.99"], //    a float that is exactly two decimals when printed
    [5, "5"],
  ])("%p → %s", (input, expected) => {
    const result = parseAmount(input);
    expect(result.ok && result.value.toString()).toBe(expected);
  });

  it.each([
    // input                   reason
    ["12.345", "too_many_decimals"],
    ["1.500", "too_many_decimals"], //  three written decimals, even if the last is 0
    [0.1 + 0.2, "too_many_decimals"], // 0.30000000000000004
    ["NaN", "not_a_number"],
    ["Infinity", "not_a_number"],
    [Number.NaN, "not_a_number"],
    [Number.POSITIVE_INFINITY, "not_a_number"],
    ["1e3", "not_a_number"], //          no exponents
    ["1,234.50", "not_a_number"], //     no grouping
    ["12,50", "not_a_number"], //        no decimal comma on the wire
    [".5", "not_a_number"],
    ["5.", "not_a_number"],
    ["", "not_a_number"],
    ["0x10", "not_a_number"],
    [null, "not_a_number"],
    [undefined, "not_a_number"],
    [{}, "not_a_number"],
  ])("%p is refused: %s", (input, reason) => {
    const result = parseAmount(input);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.reason).toBe(reason);
  });

  it.each([
    ["-0.01", { min: 0 }, "below_minimum"],
    ["1000000.01", { max: "1000000" }, "above_maximum"],
  ] as const)("%s with bounds %p → %s", (input, bounds, reason) => {
    const result = parseAmount(input, bounds);
    expect(!result.ok && result.reason).toBe(reason);
  });

  it("accepts the bounds themselves", () => {
    expect(parseAmount("0", { min: 0 }).ok).toBe(true);
    expect(parseAmount("1000000.00", { max: "1000000" }).ok).toBe(true);
  });

  it("parseDecimal honours its own decimal limit", () => {
    expect(parseDecimal("8.125", { maxDecimals: 3 }).ok).toBe(true);
    expect(parseDecimal("8.125", { maxDecimals: 2 }).ok).toBe(false);
  });

  it("parseAmountOrThrow throws the reason", () => {
    expect(() => parseAmountOrThrow("12.345")).toThrow(/more than 2 decimals/);
    expect(parseAmountOrThrow("12.34").toFixed(2)).toBe("12.34");
  });
});

describe("serializeAmount: always two decimals, never a silent rounding", () => {
  it.each([
    ["1234.5", "1234.50"],
    ["0", "0.00"],
    [7, "7.00"],
    ["-0", "0.00"], //                    no "-0.00" on an invoice
    ["6000000000000", "6000000000000.00"], // no exponent even for big sums
  ])("%p → %s", (input, expected) => {
    expect(serializeAmount(input)).toBe(expected);
  });

  it("refuses a value with more than two decimals instead of rounding it", () => {
    expect(() => serializeAmount("0.125")).toThrow(RangeError);
    expect(serializeAmount(roundMoney("0.125"))).toBe("0.13");
  });

  it("refuses NaN and Infinity", () => {
    expect(() => serializeAmount(Number.NaN)).toThrow(RangeError);
    expect(() => serializeAmount(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });

  it("round-trips through parseAmount", () => {
    for (const text of ["0.00", "0.01", "19.99", "1234.50", MAX_STORABLE_AMOUNT]) {
      const parsed = parseAmount(text);
      expect(parsed.ok && serializeAmount(parsed.value)).toBe(text);
    }
  });
});

describe("isStorableAmount: fits Decimal(14,2)", () => {
  it.each([
    ["999999999999.99", true], //  the column's maximum
    ["-999999999999.99", true],
    ["1000000000000.00", false], // 10^12 needs 13 integer digits
    ["6000000000000.00", false], // the largest invoice the form allows: 60 × 100 000 × 1 000 000
    ["0.001", false], //           three decimals
  ])("%s → %s", (value, expected) => {
    expect(isStorableAmount(value)).toBe(expected);
  });
});
