import { formatInvoiceNumber, INVOICE_NUMBER_PREFIX } from "@/lib/invoices/invoice-number-format";
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
  expect(SAMPLE_INVOICE.number).toBe(`${INVOICE_NUMBER_PREFIX}1042`);
  expect(SAMPLE_INVOICE.paymentInstructions).toBe(
    "Terms: Net 30 days. Pay by bank transfer or PayPal and quote INV-1042 as the payment reference.",
  );
});
