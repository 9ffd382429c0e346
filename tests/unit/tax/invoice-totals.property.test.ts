import fc from "fast-check";
import { calculateInvoiceTotals } from "@/lib/tax";

/**
 * Random invoices within the form's limits (quantity 1..100 000, price 0..1 000 000.00, 1..60
 * lines, rate 0..100.00), checked against an independent oracle in BigInt cents — no decimal.js.
 */
const cents = (amount: string): bigint => {
  expect(amount).toMatch(/^\d+\.\d{2}$/);
  return BigInt(amount.replace(".", ""));
};
const toAmount = (value: bigint): string => `${value / 100n}.${(value % 100n).toString().padStart(2, "0")}`;
const sum = (values: bigint[]) => values.reduce((a, b) => a + b, 0n);

const invoiceArbitrary = fc.record({
  // The rate in hundredths of a percent: 0 … 10 000 = 0.00 … 100.00 %.
  rateHundredths: fc.oneof(fc.integer({ min: 0, max: 10_000 }), fc.constantFrom(0, 600, 2500, 2550, 850, 770, 10_000)),
  lines: fc.array(
    fc.record({
      quantity: fc.oneof(fc.integer({ min: 1, max: 100_000 }), fc.constant(1)),
      priceCents: fc.oneof(fc.integer({ min: 0, max: 100_000_000 }), fc.integer({ min: 0, max: 200 })),
    }),
    { minLength: 1, maxLength: 60 },
  ),
});

interface RandomInvoice {
  rateHundredths: number;
  lines: { quantity: number; priceCents: number }[];
}

function invoiceFrom({ rateHundredths, lines }: RandomInvoice) {
  return {
    taxRate: toAmount(BigInt(rateHundredths)),
    items: lines.map((l, index) => ({ description: `Line ${index + 1}`, quantity: l.quantity, rate: toAmount(BigInt(l.priceCents)) })),
  };
}

describe("invoice arithmetic on random invoices", () => {
  it("lines sum to the subtotal, line taxes to the tax, subtotal + tax to the total — to the cent", () => {
    fc.assert(
      fc.property(invoiceArbitrary, (invoice) => {
        const totals = calculateInvoiceTotals(invoiceFrom(invoice));
        const lineAmounts = totals.items.map((item) => cents(item.amount));
        const lineTaxes = totals.items.map((item) => cents(item.taxAmount));
        expect(sum(lineAmounts)).toBe(cents(totals.subtotal));
        expect(sum(lineTaxes)).toBe(cents(totals.tax));
        expect(cents(totals.subtotal) + cents(totals.tax)).toBe(cents(totals.total));
      }),
      { numRuns: 500 },
    );
  });

  it("agrees with a BigInt oracle: amount = quantity × price, tax = subtotal × rate rounded half up once", () => {
    fc.assert(
      fc.property(invoiceArbitrary, (invoice) => {
        const totals = calculateInvoiceTotals(invoiceFrom(invoice));
        const rate = BigInt(invoice.rateHundredths);
        invoice.lines.forEach((l, index) => {
          expect(cents(totals.items[index]!.amount)).toBe(BigInt(l.quantity) * BigInt(l.priceCents));
        });
        const subtotal = sum(invoice.lines.map((l) => BigInt(l.quantity) * BigInt(l.priceCents)));
        // tax in cents = subtotal × rate / 10 000, half up: floor((2 × subtotal × rate + 10 000) / 20 000)
        const tax = (2n * subtotal * rate + 10_000n) / 20_000n;
        expect(cents(totals.subtotal)).toBe(subtotal);
        expect(cents(totals.tax)).toBe(tax);
        expect(totals.taxRate).toBe(toAmount(rate));
      }),
      { numRuns: 500 },
    );
  });

  it("keeps every line's tax within one cent of its exact share", () => {
    fc.assert(
      fc.property(invoiceArbitrary, (invoice) => {
        const totals = calculateInvoiceTotals(invoiceFrom(invoice));
        const rate = BigInt(invoice.rateHundredths);
        totals.items.forEach((item) => {
          // exact share × 10 000 in cents: amount × rate; the allocated tax × 10 000 must be within 10 000 of it.
          const exactTimes10000 = cents(item.amount) * rate;
          const allocatedTimes10000 = cents(item.taxAmount) * 10_000n;
          const difference = allocatedTimes10000 - exactTimes10000;
          expect(difference < 10_000n && difference > -10_000n).toBe(true);
        });
      }),
      { numRuns: 500 },
    );
  });
});
