import { listRowOf } from "@/lib/invoices/list-row-of";
import { act, cleanup, screen, within } from "@testing-library/react";
import { toast } from "sonner";
import { DashboardView } from "@/components/dashboard/dashboard-view";
import { mockFetch, renderWithClient, sekInvoice, testUser, usdInvoice } from "../invoices/invoices-test-utils";

afterEach(() => act(() => void toast.dismiss()));

const FREE_STATS = { totalInvoices: 0, totalCustomers: 0, remainingInvoices: 3 };

describe("DashboardView", () => {
  test("a new Free user sees the banner, the counts and 'No invoices yet'", async () => {
    mockFetch({
      "GET /api/dashboard/stats": () => ({ body: FREE_STATS }),
      "GET /api/invoices/recent": () => ({ body: [] }),
    });
    renderWithClient(<DashboardView />, { user: testUser(false) });

    expect(screen.getByRole("heading", { name: "Welcome, Nordic Pixel AB!" })).toBeInTheDocument();
    expect(await screen.findByText(/Free plan: 3 of 3 invoices remaining this month\./)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Upgrade to Pro" })).toHaveAttribute("href", "/settings");
    expect(screen.getByRole("heading", { name: "Recent Invoices" })).toBeInTheDocument();
    expect(await screen.findByRole("heading", { name: "No invoices yet" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Create your first invoice" })).toHaveAttribute("href", "/create-invoice");
    expect(screen.getByRole("link", { name: "View All" })).toHaveAttribute("href", "/invoices");
  });

  test("someone who just signed up is welcomed, not welcomed back (issue #15)", async () => {
    mockFetch({
      "GET /api/dashboard/stats": () => ({ body: FREE_STATS }),
      "GET /api/invoices/recent": () => ({ body: [] }),
    });
    const user = { ...testUser(false), username: "Ada Lovelace", createdAt: new Date(Date.now() - 60_000).toISOString() };
    renderWithClient(<DashboardView />, { user });

    expect(await screen.findByRole("heading", { name: "No invoices yet" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Welcome, Ada Lovelace!");
    expect(screen.queryByText(/Welcome back/)).not.toBeInTheDocument();
  });

  test("an account older than a day with invoices is welcomed back; with none yet, welcomed", async () => {
    const stats = { current: { totalInvoices: 4, totalCustomers: 2, remainingInvoices: 1 } };
    mockFetch({
      "GET /api/dashboard/stats": () => ({ body: stats.current }),
      "GET /api/invoices/recent": () => ({ body: [] }),
    });
    const user = { ...testUser(false), createdAt: "2025-01-15T08:00:00.000Z" };
    renderWithClient(<DashboardView />, { user });
    expect(await screen.findByText(/Free plan: 1 of 3/)).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Welcome back, Nordic Pixel AB!");
    cleanup();

    stats.current = { totalInvoices: 0, totalCustomers: 0, remainingInvoices: 3 };
    renderWithClient(<DashboardView />, { user });
    expect(await screen.findByText(/Free plan: 3 of 3/)).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Welcome, Nordic Pixel AB!");
  });

  test("recent invoices show number, customer, date and the total in whole units with its currency", async () => {
    mockFetch({
      "GET /api/dashboard/stats": () => ({ body: { totalInvoices: 2, totalCustomers: 2, remainingInvoices: null } }),
      "GET /api/invoices/recent": () => ({ body: [listRowOf(sekInvoice()), listRowOf(usdInvoice())] }),
      "GET /api/invoices/inv-1": () => ({ body: usdInvoice() }),
    });
    const { user } = renderWithClient(<DashboardView />, { user: testUser(true) });

    const rows = await screen.findAllByRole("listitem");
    expect(rows).toHaveLength(2);
    const [sek, usd] = rows.map((row) => within(row));
    expect(sek!.getByText("INV-1002")).toBeInTheDocument();
    expect(sek!.getByText("Fjällräven Konsult AB")).toBeInTheDocument();
    expect(sek!.getByText("Mar 20, 2026")).toBeInTheDocument();
    expect(rows[0]).toHaveTextContent("38,000 kr SEK");
    expect(usd!.getByText("Brightside Media LLC")).toBeInTheDocument();
    // $1,234.50 rounds to whole units on the dashboard.
    expect(rows[1]).toHaveTextContent("$1,235 USD");
    expect(screen.queryByText(/Free plan:/)).not.toBeInTheDocument();

    await user.click(usd!.getByRole("button", { name: "View INV-1001" }));
    const dialog = within(screen.getByRole("dialog", { name: "Invoice INV-1001" }));
    expect(await dialog.findByRole("button", { name: "Download PDF" })).toBeInTheDocument();
    expect(dialog.getByRole("button", { name: "Send Email" })).toBeInTheDocument();
    expect(dialog.getByText("Total").nextSibling).toHaveTextContent("$1,234.50");
  });
});
