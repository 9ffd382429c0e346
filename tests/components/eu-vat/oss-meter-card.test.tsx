import { act, screen, waitFor } from "@testing-library/react";
import { OssMeterCard } from "@/components/dashboard/oss-meter-card";
import { mockFetch, renderWithClient } from "../invoices/invoices-test-utils";

// Issue #29: the dashboard's meter of the EUR 10 000 One-Stop-Shop threshold.

const summary = (fields: Record<string, unknown>) => ({
  year: 2026,
  threshold: "10000.00",
  currency: "EUR",
  total: "0.00",
  previousYearTotal: "0.00",
  percent: "0.00",
  crossedOn: null,
  exceeded: false,
  unconvertedInvoices: 0,
  invoices: [{ id: "i1" }],
  ...fields,
});

function show(fields: Record<string, unknown>, country = "SE") {
  const fetchMock = mockFetch({ "GET /api/tax/oss?year=2026": () => ({ body: summary(fields) }) });
  renderWithClient(<OssMeterCard country={country} year={2026} />);
  return fetchMock;
}

describe("OssMeterCard", () => {
  it("under 80 %: the total, the share, no warning", async () => {
    show({ total: "4200.00", percent: "42.00" });
    expect(await screen.findByText("€4,200")).toBeInTheDocument();
    expect(screen.getByRole("meter", { name: "Share of the EUR 10,000 threshold" })).toHaveAttribute("aria-valuenow", "42");
    expect(screen.getByText(/42.00 % of the EU-wide threshold for goods and digital services/)).toBeInTheDocument();
  });

  it("warns from 80 %", async () => {
    show({ total: "8123.40", percent: "81.23" });
    expect(
      await screen.findByText(/81.23 % of the EU-wide threshold: above it, these sales carry the customer's country's VAT/),
    ).toBeInTheDocument();
  });

  it("crossed: says from which sale the customer's country's VAT applies", async () => {
    show({ total: "10125.32", percent: "101.25", crossedOn: "2026-09-30", exceeded: true });
    expect(await screen.findByText(/Crossed on Sep 30, 2026: from that sale on/)).toBeInTheDocument();
    expect(screen.getByRole("meter")).toHaveAttribute("aria-valuenow", "100");
  });

  it("crossed last year: all of this year's sales", async () => {
    show({ total: "10.00", percent: "0.10", previousYearTotal: "10500.00", exceeded: true });
    expect(await screen.findByText(/passed the threshold in 2025: all of this year's sales/)).toBeInTheDocument();
  });

  it("shows nothing to a user outside the EU, and asks nothing", () => {
    const fetchMock = show({ total: "4200.00" }, "US");
    expect(screen.queryByRole("group", { name: "EU One-Stop-Shop threshold" })).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows nothing without such sales", async () => {
    const fetchMock = show({ invoices: [] });
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await act(() => Promise.resolve());
    expect(screen.queryByRole("group", { name: "EU One-Stop-Shop threshold" })).not.toBeInTheDocument();
  });
});
