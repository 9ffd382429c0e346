import { render, screen } from "@testing-library/react";
import { EinvoiceReadinessNote } from "@/components/invoices/create/einvoice-readiness-note";
import type { TaxResult } from "@/lib/tax";
import { MUELLER, SWEDISH_SUPPLIER, UPPSALA_BYRA } from "./create-invoice-test-utils";

const REVERSE_CHARGE: TaxResult = {
  rate: "0.00",
  scenario: "intra_region_b2b",
  label: "VAT",
  reverseCharge: true,
  oss: false,
  explanation: "Reverse charge",
  rule: null,
};
const DOMESTIC: TaxResult = {
  rate: "25.00",
  scenario: "domestic_b2b",
  label: "VAT",
  reverseCharge: false,
  oss: false,
  explanation: "Domestic supply",
  rule: null,
};

describe("EinvoiceReadinessNote", () => {
  it("lists what a business customer's invoice lacks as an e-invoice, in the server's words", () => {
    render(
      <EinvoiceReadinessNote user={{ ...SWEDISH_SUPPLIER, address: "" }} customer={{ ...MUELLER, vatNumber: null }} tax={REVERSE_CHARGE} />,
    );
    const note = screen.getByTestId("einvoice-readiness");
    expect(note).toHaveTextContent("This invoice can't be made into a valid e-invoice yet");
    expect(note).toHaveTextContent("your street address");
    expect(note).toHaveTextContent("the customer's VAT number");
  });

  it("says nothing when the data is complete, for a private customer, or before the tax is known", () => {
    const { container, rerender } = render(<EinvoiceReadinessNote user={SWEDISH_SUPPLIER} customer={MUELLER} tax={REVERSE_CHARGE} />);
    expect(container).toBeEmptyDOMElement();
    rerender(
      <EinvoiceReadinessNote
        user={{ ...SWEDISH_SUPPLIER, address: "" }}
        customer={{ ...UPPSALA_BYRA, customerType: "private" }}
        tax={DOMESTIC}
      />,
    );
    expect(container).toBeEmptyDOMElement();
    rerender(<EinvoiceReadinessNote user={SWEDISH_SUPPLIER} customer={MUELLER} tax={null} />);
    expect(container).toBeEmptyDOMElement();
  });
});
