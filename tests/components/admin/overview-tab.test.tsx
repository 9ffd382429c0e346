import { screen, within } from "@testing-library/react";
import { OverviewTab } from "@/components/admin/overview-tab";
import { mockFetch, renderWithClient } from "../settings/settings-test-utils";

const STATS = {
  totalUsers: 8,
  proUsers: 3,
  monthlyRevenue: "27.00",
  totalInvoices: 6,
  activeUsers7d: 2,
  invoicesThisMonth: 4,
  avgInvoicesPerUser: 0.75,
  conversionRate: 37.5,
  churnRate: 33.33,
};

const INTELLIGENCE = {
  avgInvoiceTotal: null,
  invoicesToday: 2,
  invoicesThisWeek: 3,
  invoicesThisMonth: 4,
  topBuyerCountries: [{ country: "DE", count: 2 }],
  avgInvoiceTotalByCurrency: [
    { currency: "USD", average: "75.17", count: 3 },
    { currency: "EUR", average: "200.00", count: 1 },
    { currency: "SEK", average: "1000.00", count: 1 },
  ],
};

// Issue #24, item 11: one average per currency, never one figure that adds €, kr and $.
test("the Overview shows the average invoice total per currency and no mixed-currency figure", async () => {
  mockFetch({
    "GET /api/admin/stats": () => ({ body: STATS }),
    "GET /api/admin/invoice-intelligence": () => ({ body: { ...INTELLIGENCE } }),
  });
  renderWithClient(<OverviewTab />);
  const list = await screen.findByRole("list", { name: "Average invoice total per currency" });
  const rows = within(list).getAllByRole("listitem");
  expect(rows.map((row) => row.textContent)).toEqual([
    "$75.17USD · 3 invoices",
    "€200.00EUR · 1 invoice",
    "1,000.00\u00a0krSEK · 1 invoice",
  ]);
  expect(screen.queryByText(/currencies mixed/i)).not.toBeInTheDocument();
  expect(screen.queryByText("242.58")).not.toBeInTheDocument();
});
