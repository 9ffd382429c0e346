import { screen } from "@testing-library/react";
import { useForm } from "react-hook-form";
import { ExchangeRateField } from "@/components/invoices/create/exchange-rate-field";
import type { InvoiceFormData, InvoiceFormValues } from "@/lib/invoices/schemas";
import { mockFetch, renderWithClient } from "../invoices/invoices-test-utils";

// Issue #29: the exchange-rate field of the invoice form (Art. 230).

function Harness({ currency, country }: { currency: InvoiceFormValues["currency"]; country: string }) {
  const form = useForm<InvoiceFormValues, unknown, InvoiceFormData>({
    defaultValues: { currency, invoiceDate: "2026-03-02", exchangeRate: "" },
  });
  return <ExchangeRateField control={form.control} register={form.register} country={country} />;
}

describe("ExchangeRateField", () => {
  it("a Swedish user invoicing in EUR: names the ECB rate that will be used", async () => {
    mockFetch({
      "GET /api/tax/exchange-rate?from=EUR&to=SEK&date=2026-03-02": () => ({
        body: { from: "EUR", to: "SEK", date: "2026-03-02", rate: "11.234500", rateDate: "2026-03-02", source: "ecb" },
      }),
    });
    renderWithClient(<Harness currency="EUR" country="SE" />);
    expect(screen.getByLabelText("Exchange rate (1 EUR in SEK)")).toBeInTheDocument();
    expect(await screen.findByText(/Empty: the ECB reference rate of 2026-03-02, 1 EUR = 11.2345 SEK/)).toBeInTheDocument();
  });

  it("no rate stored for the date: says so and asks for one", async () => {
    mockFetch({
      "GET /api/tax/exchange-rate?from=USD&to=EUR&date=2026-03-02": () => ({
        body: { from: "USD", to: "EUR", date: "2026-03-02", rate: null, rateDate: null, source: "ecb" },
      }),
    });
    renderWithClient(<Harness currency="USD" country="DE" />);
    expect(await screen.findByText(/No ECB rate is stored for this date yet: type the rate to state the VAT in EUR/)).toBeInTheDocument();
  });

  it("in the national currency, or outside the EU: no field, no request", () => {
    const fetchMock = mockFetch({});
    renderWithClient(
      <>
        <Harness currency="SEK" country="SE" />
        <Harness currency="EUR" country="US" />
      </>,
    );
    expect(screen.queryByRole("textbox")).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
