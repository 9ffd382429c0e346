import fc from "fast-check";
import { allocateByLargestRemainder, Decimal, roundMoney, sumDecimals } from "@/lib/money";

const asStrings = (values: Decimal[]) => values.map((value) => value.toFixed(2));

describe("allocateByLargestRemainder", () => {
  it.each([
    {
      // 3 × 0.025 = 0.075 → 0.08 to allocate; floors 0.02 each = 0.06, 2 cents left,
      // all remainders equal (0.5 cent): the first two lines get them.
      shares: ["0.025", "0.025", "0.025"],
      total: "0.08",
      expected: ["0.03", "0.03", "0.02"],
    },
    {
      // 0.333 + 0.333 + 0.334 = 1.000 → 1.00; floors 0.33 + 0.33 + 0.33 = 0.99, 1 cent left,
      // remainders 0.3, 0.3, 0.4 cent: the third line gets it.
      shares: ["0.333", "0.333", "0.334"],
      total: "1.00",
      expected: ["0.33", "0.33", "0.34"],
    },
    {
      // Shares already in cents: nothing to allocate.
      shares: ["1.25", "2.50"],
      total: "3.75",
      expected: ["1.25", "2.50"],
    },
    {
      // 0.004 + 0.004 = 0.008 → 0.01: one cent to the first of two equal remainders.
      shares: ["0.004", "0.004"],
      total: "0.01",
      expected: ["0.01", "0.00"],
    },
    {
      // 0.004 + 0.001 = 0.005 → 0.01 (half up); the larger remainder (0.4 cent) gets it.
      shares: ["0.001", "0.004"],
      total: "0.01",
      expected: ["0.00", "0.01"],
    },
  ])("$shares → $expected (total $total)", ({ shares, total, expected }) => {
    const allocated = allocateByLargestRemainder(shares, total);
    expect(asStrings(allocated)).toEqual(expected);
    expect(sumDecimals(allocated).toFixed(2)).toBe(total);
  });

  it("refuses a total that is not the rounded sum of the shares", () => {
    expect(() => allocateByLargestRemainder(["0.10", "0.10"], "0.50")).toThrow(RangeError);
    expect(() => allocateByLargestRemainder(["0.10"], "0.05")).toThrow(RangeError);
  });

  it("refuses negative shares and totals with fractions of a cent", () => {
    expect(() => allocateByLargestRemainder(["-0.10"], "0.00")).toThrow(RangeError);
    expect(() => allocateByLargestRemainder(["0.105"], "0.105")).toThrow(RangeError);
  });

  it("always sums to the total and keeps each part within a cent of its share", () => {
    // Shares with up to 6 decimals (what amount × rate / 100 produces), total rounded once.
    const share = fc.integer({ min: 0, max: 10_000_000_000 }).map((micro) => new Decimal(micro).dividedBy(1_000_000));
    fc.assert(
      fc.property(fc.array(share, { minLength: 1, maxLength: 60 }), (shares) => {
        const total = roundMoney(sumDecimals(shares));
        const parts = allocateByLargestRemainder(shares, total);
        expect(sumDecimals(parts).equals(total)).toBe(true);
        parts.forEach((part, index) => {
          expect(
            part
              .minus(shares[index] as Decimal)
              .abs()
              .lessThan("0.01"),
          ).toBe(true);
          expect(part.decimalPlaces()).toBeLessThanOrEqual(2);
        });
      }),
    );
  });
});
