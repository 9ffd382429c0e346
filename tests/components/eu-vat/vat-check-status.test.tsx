import { screen, waitFor } from "@testing-library/react";
import { VatCheckStatus } from "@/components/customers/vat-check-status";
import type { VatCheckJson } from "@/lib/vies/vat-check-record";
import { callsTo, mockFetch, renderWithClient } from "../invoices/invoices-test-utils";

const CHECK: VatCheckJson = {
  status: "unavailable",
  checkedAt: "2026-11-02T09:30:00.000Z",
  name: null,
  address: null,
  consultationNumber: null,
  vatNumber: "DE136695976",
  requestDate: null,
  errorCode: "MS_UNAVAILABLE",
  retrying: true,
};

describe("VatCheckStatus", () => {
  it("a valid check shows the registered name and the consultation number", () => {
    renderWithClient(
      <VatCheckStatus customerId="c1" check={{ ...CHECK, status: "valid", name: "Kunde GmbH", consultationNumber: "WAPIAAAAZ000001" }} />,
    );
    expect(screen.getByText("Valid in VIES")).toBeInTheDocument();
    expect(screen.getByText("Registered as Kunde GmbH")).toBeInTheDocument();
    expect(screen.getByText("WAPIAAAAZ000001")).toBeInTheDocument();
  });

  it("unavailable reads 'Not verified'; Check again asks VIES and says what it answered", async () => {
    const fetchMock = mockFetch({
      "POST /api/customers/c1/vat-check": () => ({ body: { ...CHECK, status: "valid", consultationNumber: "WAPIAAAAZ000002" } }),
    });
    const { user } = renderWithClient(<VatCheckStatus customerId="c1" check={CHECK} />);
    expect(screen.getByText("Not verified")).toBeInTheDocument();
    expect(screen.getByText(/VIES did not answer; retried automatically/)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Check again" }));
    await waitFor(() => expect(callsTo(fetchMock, "POST /api/customers/c1/vat-check")).toHaveLength(1));
    expect(await screen.findByText("VIES confirms the VAT number")).toBeInTheDocument();
  });
});
