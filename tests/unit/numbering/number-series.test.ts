import { formatInvoiceNumber, formatNumber, INVOICE_SERIES } from "@/lib/numbering/number-series";
import { SAMPLE_INVOICE } from "@/lib/pdf/sample-invoice";

// The literal is the point: SPEC numbers invoices INV-1001, INV-1002, … and the demo shows INV-1042.
test.each([
  [1001, "INV-1001"],
  [1042, "INV-1042"],
  [100000, "INV-100000"],
])("formatInvoiceNumber(%i) is %s", (sequence, expected) => {
  expect(formatInvoiceNumber(sequence)).toBe(expected);
});

test("the sample invoice quotes its own number as the payment reference", () => {
  expect(SAMPLE_INVOICE.number).toBe(`${INVOICE_SERIES.prefix}1042`);
  expect(SAMPLE_INVOICE.paymentInstructions).toBe(
    "Terms: Net 30 days. Pay by bank transfer or PayPal and quote INV-1042 as the payment reference.",
  );
});

test("a series is a parameter: its prefix before the counter value", () => {
  expect(formatNumber({ name: "invoice", prefix: "CN-" }, 1001)).toBe("CN-1001");
  expect(formatNumber(INVOICE_SERIES, 1001)).toBe(formatInvoiceNumber(1001));
});
