import { render, screen } from "@testing-library/react";
import { InvoiceEuVat } from "@/components/invoices/invoice-eu-vat";
import { usdInvoice } from "../invoices/invoices-test-utils";

describe("InvoiceEuVat: the invoice's EU VAT facts in its details", () => {
  it("the VAT in the national currency with its rate, and a reverse charge not verified yet", () => {
    const invoice = usdInvoice({
      currency: "EUR",
      taxLabel: "VAT",
      vatInNationalCurrency: { currency: "SEK", amount: "2808.63", rate: "11.234500", rateDate: "2026-03-02", source: "ecb" },
      vatCheck: {
        status: "unavailable",
        checkedAt: "2026-03-02T10:00:00.000Z",
        name: null,
        address: null,
        consultationNumber: null,
        vatNumber: "DE136695976",
        requestDate: null,
        errorCode: "MS_UNAVAILABLE",
        retrying: true,
      },
    });
    render(<InvoiceEuVat invoice={invoice} />);
    expect(screen.getByText("VAT in SEK").nextSibling).toHaveTextContent("2,808.63 kr");
    expect(screen.getByText(/1 EUR = 11.2345 SEK \(ECB, /)).toBeInTheDocument();
    expect(screen.getByText("Not verified: VIES did not answer yet; asked again automatically")).toBeInTheDocument();
  });

  it("nothing for an invoice without EU VAT facts", () => {
    const { container } = render(<InvoiceEuVat invoice={usdInvoice()} />);
    expect(container).toBeEmptyDOMElement();
  });
});
