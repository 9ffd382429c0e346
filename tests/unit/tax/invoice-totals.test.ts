import { calculateInvoiceTotals, type InvoiceLineInput } from "@/lib/tax";

const line = (quantity: number, rate: string, taxRate?: string): InvoiceLineInput => ({
  description: `${quantity} × ${rate}`,
  quantity,
  rate,
  ...(taxRate === undefined ? {} : { taxRate }),
});

describe("calculateInvoiceTotals", () => {
  it.each([
    {
      // 10 × 150.00 = 1500.00; 1500.00 × 25 % = 375.00; total 1875.00
      name: "one line at 25 %",
      taxRate: "25",
      items: [line(10, "150.00")],
      amounts: ["1500.00"],
      taxAmounts: ["375.00"],
      subtotal: "1500.00",
      tax: "375.00",
      total: "1875.00",
    },
    {
      // 3 × 0.10: subtotal 0.30; 0.30 × 25 % = 0.075 → 0.08 (rounded once, half up).
      // Per-line rounding would give 3 × round(0.025) = 3 × 0.03 = 0.09: a cent too much.
      // Exact shares 0.025 each → floors 0.02, 2 cents left → first two lines.
      name: "rounding once per rate, not per line",
      taxRate: "25",
      items: [line(1, "0.10"), line(1, "0.10"), line(1, "0.10")],
      amounts: ["0.10", "0.10", "0.10"],
      taxAmounts: ["0.03", "0.03", "0.02"],
      subtotal: "0.30",
      tax: "0.08",
      total: "0.38",
    },
    {
      // 1 × 19.99 at 8.5 %: 1.69915 → 1.70; total 21.69
      name: "the US default rate",
      taxRate: "8.5",
      items: [line(1, "19.99")],
      amounts: ["19.99"],
      taxAmounts: ["1.70"],
      subtotal: "19.99",
      tax: "1.70",
      total: "21.69",
    },
    {
      // 2 × 33.33 = 66.66 and 1 × 0.01: subtotal 66.67; × 25.5 % = 17.00085 → 17.00.
      // Shares 16.9983 and 0.00255 → floors 16.99 + 0.00 = 16.99; 1 cent to the larger remainder (0.83 of a cent).
      name: "Finland's 25.5 %",
      taxRate: "25.5",
      items: [line(2, "33.33"), line(1, "0.01")],
      amounts: ["66.66", "0.01"],
      taxAmounts: ["17.00", "0.00"],
      subtotal: "66.67",
      tax: "17.00",
      total: "83.67",
    },
    {
      // 1.005 would be a float trap; prices have two decimals, so take 1 × 1.01 at 50 %: 0.505 → 0.51
      name: "a tie rounds half up",
      taxRate: "50",
      items: [line(1, "1.01")],
      amounts: ["1.01"],
      taxAmounts: ["0.51"],
      subtotal: "1.01",
      tax: "0.51",
      total: "1.52",
    },
    {
      // reverse charge: 0 % of anything is 0.00
      name: "0 %",
      taxRate: "0",
      items: [line(100000, "1000000.00")],
      amounts: ["100000000000.00"],
      taxAmounts: ["0.00"],
      subtotal: "100000000000.00",
      tax: "0.00",
      total: "100000000000.00",
    },
    {
      // 100000 × 999999.99 = 99999999000.00; × 7.7 % = 7699999923.00
      name: "the largest line the form allows, exact beyond float precision",
      taxRate: "7.7",
      items: [line(100000, "999999.99")],
      amounts: ["99999999000.00"],
      taxAmounts: ["7699999923.00"],
      subtotal: "99999999000.00",
      tax: "7699999923.00",
      total: "107699998923.00",
    },
    {
      // free lines carry no tax: 0 × 25 % = 0
      name: "a line at price 0",
      taxRate: "25",
      items: [line(5, "0"), line(1, "4.00")],
      amounts: ["0.00", "4.00"],
      taxAmounts: ["0.00", "1.00"],
      subtotal: "4.00",
      tax: "1.00",
      total: "5.00",
    },
    {
      // 0.01 × 7 lines at 12.5 %: subtotal 0.07; tax 0.00875 → 0.01; shares 0.00125 each, 1 cent to the first line.
      name: "one cent of tax over seven lines",
      taxRate: "12.5",
      items: Array.from({ length: 7 }, () => line(1, "0.01")),
      amounts: Array(7).fill("0.01"),
      taxAmounts: ["0.01", ...Array(6).fill("0.00")],
      subtotal: "0.07",
      tax: "0.01",
      total: "0.08",
    },
  ])("$name", ({ taxRate, items, amounts, taxAmounts, subtotal, tax, total }) => {
    const totals = calculateInvoiceTotals({ taxRate, items });
    expect(totals.items.map((item) => item.amount)).toEqual(amounts);
    expect(totals.items.map((item) => item.taxAmount)).toEqual(taxAmounts);
    expect({ subtotal: totals.subtotal, tax: totals.tax, total: totals.total }).toEqual({ subtotal, tax, total });
  });

  it("computes tax per rate when lines carry their own rates", () => {
    // 25 %: 100.00 + 0.10 = 100.10 → 25.025 → 25.03
    // 12 %: 0.10 + 0.10 = 0.20 → 0.024 → 0.02 (per line 0.012 → 0.01 each, so the lines keep 0.01 + 0.01)
    // tax 25.03 + 0.02 = 25.05; subtotal 100.30; total 125.35
    const totals = calculateInvoiceTotals({
      taxRate: "25",
      items: [line(1, "100.00"), line(1, "0.10", "12"), line(1, "0.10"), line(1, "0.10", "12.00")],
    });
    expect(totals.taxByRate).toEqual([
      { taxRate: "25.00", taxableAmount: "100.10", tax: "25.03" },
      { taxRate: "12.00", taxableAmount: "0.20", tax: "0.02" },
    ]);
    expect(totals.items.map((item) => [item.taxRate, item.taxAmount])).toEqual([
      ["25.00", "25.00"],
      ["12.00", "0.01"],
      ["25.00", "0.03"], // 0.025 → the group's missing cent
      ["12.00", "0.01"],
    ]);
    expect(totals).toMatchObject({ subtotal: "100.30", tax: "25.05", total: "125.35", taxRate: "25.00" });
  });

  it("echoes each line in wire form", () => {
    const totals = calculateInvoiceTotals({ taxRate: "19", items: [{ description: "Design", quantity: "3", rate: "99.9" }] });
    expect(totals.items).toEqual([
      // 3 × 99.90 = 299.70; × 19 % = 56.943 → 56.94
      { description: "Design", quantity: 3, rate: "99.90", amount: "299.70", taxRate: "19.00", taxAmount: "56.94" },
    ]);
  });

  it("rounds a decimal quantity's line once, to the cent, and sums the rounded lines (issue #28)", () => {
    // 7.5 h × 33.33 = 249.975 → 249.98; 0.333 × 0.10 = 0.0333 → 0.03; 2.125 × 10.01 = 21.27125 → 21.27.
    const totals = calculateInvoiceTotals({
      taxRate: "25",
      items: [
        { description: "Hours", quantity: 7.5, rate: "33.33" },
        { description: "Bits", quantity: "0.333", rate: "0.10" },
        { description: "Days", quantity: "2.125", rate: "10.01" },
      ],
    });
    expect(totals.items.map((item) => [item.quantity, item.amount])).toEqual([
      [7.5, "249.98"],
      [0.333, "0.03"],
      [2.125, "21.27"],
    ]);
    // Tax on the sum of the rounded lines (271.28 × 25 % = 67.82), never on the unrounded products.
    expect(totals).toMatchObject({ subtotal: "271.28", tax: "67.82", total: "339.10" });
  });

  it("gives zeros for an invoice without lines", () => {
    expect(calculateInvoiceTotals({ taxRate: "25", items: [] })).toMatchObject({ subtotal: "0.00", tax: "0.00", total: "0.00" });
  });

  it.each([
    [{ quantity: 0, rate: "1.00" }, /quantity/],
    [{ quantity: 1.2345, rate: "1.00" }, /quantity/],
    [{ quantity: -1, rate: "1.00" }, /quantity/],
    [{ quantity: "2.0001", rate: "1.00" }, /quantity/],
    [{ quantity: 1, rate: "1.005" }, /decimals/],
    [{ quantity: 1, rate: "-1.00" }, /minimum/],
    [{ quantity: 1, rate: "NaN" }, /not a decimal/],
    [{ quantity: 1, rate: Number.POSITIVE_INFINITY }, /finite/],
  ])("refuses the line %p", (item, message) => {
    expect(() => calculateInvoiceTotals({ taxRate: "25", items: [{ description: "x", ...item }] })).toThrow(message);
  });

  it.each([["100.01"], ["-1"], ["8.125"], ["abc"]])("refuses the tax rate %p", (taxRate) => {
    expect(() => calculateInvoiceTotals({ taxRate, items: [line(1, "1.00")] })).toThrow(RangeError);
  });
});
