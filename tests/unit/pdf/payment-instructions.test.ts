import { paymentInstructionsFrom } from "@/components/invoices/create/invoice-form-values";
import { SAMPLE_INVOICE } from "@/lib/pdf/sample-invoice";
import { buildInvoiceView } from "@/lib/pdf/view/invoice-view";
import { withoutRestatedDetails } from "@/lib/pdf/view/payment-instructions";

const ROWS = [
  { label: "Bank", value: "Nordea" },
  { label: "IBAN", value: "SE45 5000 0000 0583 9825 7466" },
  { label: "SWIFT/BIC", value: "NDEASESS" },
];

describe("the payment instructions next to the payment details", () => {
  it("lose the lines the create-invoice form filled in from the bank details, and keep the rest", () => {
    const supplier = {
      ...SAMPLE_INVOICE.supplier,
      bankName: "Nordea",
      bankAccountNumber: null,
      iban: "SE45 5000 0000 0583 9825 7466",
      swiftCode: "NDEASESS",
      routingNumber: null,
      paypalEmail: null,
    };
    const prefilled = `${paymentInstructionsFrom(supplier)}\nPayable within 30 days, quote the invoice number.`;
    const { payment } = buildInvoiceView({ ...SAMPLE_INVOICE, supplier, paymentInstructions: prefilled });
    expect(payment?.instructions).toBe("Payable within 30 days, quote the invoice number.");
    expect(payment?.rows.map((row) => row.value)).toEqual(["Nordea", "SE45 5000 0000 0583 9825 7466", "NDEASESS", "RF63 INV1 042"]);
  });

  it("are dropped when they only repeated the bank details", () => {
    const supplier = { ...SAMPLE_INVOICE.supplier, iban: "SE4550000000058398257466" };
    const { payment } = buildInvoiceView({ ...SAMPLE_INVOICE, supplier, paymentInstructions: paymentInstructionsFrom(supplier) });
    expect(payment?.instructions).toBeNull();
    expect(payment?.rows.length).toBeGreaterThan(0);
  });

  it.each([
    ["IBAN: SE45 5000 0000 0583 9825 7466", ""],
    ["iban se4550000000058398257466", ""], // spacing and case don't matter
    ["SE45 5000 0000 0583 9825 7466", ""],
    ["Kontonummer: NDEASESS", ""], // a detail's name in another invoice language
    ["Pay to: SE45 5000 0000 0583 9825 7466", ""],
    ["Bank: Nordea\nReference: the invoice number", "Reference: the invoice number"],
    // A sentence around a detail says more than the detail: it stays.
    ["Please pay to SE45 5000 0000 0583 9825 7466 by the 30th.", "Please pay to SE45 5000 0000 0583 9825 7466 by the 30th."],
    ["Pay at Nordea", "Pay at Nordea"],
    // Another account than the one printed below is not a repetition.
    ["IBAN: DE89 3704 0044 0532 0130 00", "IBAN: DE89 3704 0044 0532 0130 00"],
  ])("%j → %j", (instructions, kept) => {
    expect(withoutRestatedDetails(instructions, ROWS)).toBe(kept);
  });
});
