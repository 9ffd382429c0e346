import { calculateInvoiceTotals, LINE_LIMITS, readQuantity, readUnitPrice } from "@/lib/tax";

/** The rules of one line, written once in lib/tax and used by the schema, the preview and the arithmetic. */
describe("line rules", () => {
  it.each([
    ["1", 1],
    [" 42 ", 42],
    [1_000_000, 1_000_000],
    ["1000001", null],
    [0, null],
    ["0.000", null],
    [1.5, 1.5],
    ["7.5", 7.5],
    ["2.0", 2],
    ["0.001", 0.001],
    ["999999.999", 999999.999],
    ["1000000.001", null],
    ["0.0005", null],
    [0.0001, null],
    [1e-7, null],
    ["7,5", null],
    ["-1", null],
    ["1e3", null],
    ["", null],
    [null, null],
  ])("readQuantity(%p) is %p", (input, expected) => {
    expect(readQuantity(input)).toBe(expected);
  });

  it.each([
    ["0", true, undefined],
    ["999999999999.99", true, undefined],
    ["1000000000000.00", false, "above_maximum"],
    ["-0.01", false, "below_minimum"],
    ["1.005", false, "too_many_decimals"],
    ["ten", false, "not_a_number"],
  ])("readUnitPrice(%p)", (input, ok, reason) => {
    const result = readUnitPrice(input);
    expect(result.ok).toBe(ok);
    if (!result.ok) expect(result.reason).toBe(reason);
  });

  it("the arithmetic refuses what the rules refuse, naming the line", () => {
    expect(() =>
      calculateInvoiceTotals({ taxRate: "0", items: [{ description: "x", quantity: LINE_LIMITS.maxQuantity + 1, rate: "1" }] }),
    ).toThrow(/Line 1: quantity must be above 0 and at most 1000000 with at most three decimals/);
    expect(() => calculateInvoiceTotals({ taxRate: "0", items: [{ description: "x", quantity: 1, rate: "1000000000000" }] })).toThrow(
      /Line 1: .*maximum/,
    );
  });
});
