import { act, screen, waitFor, within } from "@testing-library/react";
import { toast } from "sonner";
import { DashboardView } from "@/components/dashboard/dashboard-view";
import { listRowOf } from "@/lib/invoices/list-row-of";
import { callsTo, mockFetch, renderWithClient, testUser, usdInvoice } from "../invoices/invoices-test-utils";

afterEach(() => act(() => void toast.dismiss()));

const COUNTS = { totalInvoices: 3, totalCustomers: 2, remainingInvoices: null };
const card = (title: string) => within(screen.getByRole("group", { name: title }));

describe("the dashboard's money figures (#16)", () => {
  test("Outstanding, Overdue and Paid this month list one amount per currency, in its own format", async () => {
    mockFetch({
      "GET /api/dashboard/stats": () => ({
        body: {
          ...COUNTS,
          outstanding: [
            { currency: "EUR", amount: "170.00" },
            { currency: "SEK", amount: "38000.00" },
            { currency: "USD", amount: "349.75" },
          ],
          overdue: [{ currency: "USD", amount: "200.00" }],
          paidThisMonth: [{ currency: "EUR", amount: "200.00" }],
        },
      }),
      "GET /api/invoices/recent": () => ({ body: [] }),
    });
    renderWithClient(<DashboardView />, { user: testUser(true) });

    await waitFor(() =>
      expect(
        card("Outstanding")
          .getAllByRole("listitem")
          .map((item) => item.textContent),
      ).toEqual(["€170.00", "38,000.00\u00a0kr", "$349.75"]),
    );
    expect(
      card("Overdue")
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["$200.00"]);
    expect(
      card("Paid this month")
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["€200.00"]);
  });

  test("nothing owed and nothing paid: a dash and a sentence, not 0 in some currency", async () => {
    mockFetch({
      "GET /api/dashboard/stats": () => ({ body: { ...COUNTS, outstanding: [], overdue: [], paidThisMonth: [] } }),
      "GET /api/invoices/recent": () => ({ body: [] }),
    });
    renderWithClient(<DashboardView />, { user: testUser(true) });

    expect(await screen.findByText("Nothing outstanding")).toBeInTheDocument();
    expect(card("Outstanding").getByText("—")).toBeInTheDocument();
    expect(card("Overdue").getByText("Nothing overdue")).toBeInTheDocument();
    expect(card("Paid this month").getByText("No payments this month")).toBeInTheDocument();
    for (const name of ["Outstanding", "Overdue", "Paid this month"]) expect(card(name).queryByRole("listitem")).not.toBeInTheDocument();
  });

  test("marking an invoice paid from the dashboard's dialog reloads the figures", async () => {
    const invoice = usdInvoice();
    const paid = usdInvoice({
      status: "paid",
      amountPaid: "1234.50",
      balanceDue: "0.00",
      paidAt: "2026-03-20",
      payments: [{ id: "pay-1", amount: "1234.50", date: "2026-03-20", method: "bank_transfer", note: null }],
    });
    let stats = { ...COUNTS, outstanding: [{ currency: "USD", amount: "1234.50" }], overdue: [], paidThisMonth: [] as unknown[] };
    const fetchMock = mockFetch({
      "GET /api/dashboard/stats": () => ({ body: stats }),
      "GET /api/invoices/recent": () => ({ body: [listRowOf(invoice)] }),
      "GET /api/invoices/inv-1": () => ({ body: invoice }),
      "POST /api/invoices/inv-1/payments": () => {
        stats = { ...COUNTS, outstanding: [], overdue: [], paidThisMonth: [{ currency: "USD", amount: "1234.50" }] };
        return { status: 201, body: paid };
      },
    });
    const { user } = renderWithClient(<DashboardView />, { user: testUser(true) });

    await waitFor(() => expect(card("Outstanding").getByRole("listitem")).toHaveTextContent("$1,234.50"));
    await user.click(await screen.findByRole("button", { name: "View INV-1001" }));
    const dialog = within(screen.getByRole("dialog", { name: "Invoice INV-1001" }));
    await user.click(await dialog.findByRole("button", { name: "Mark as paid" }));

    expect(await screen.findByText("Invoice marked as paid")).toBeInTheDocument();
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await waitFor(() => expect(card("Paid this month").getByRole("listitem")).toHaveTextContent("$1,234.50"));
    expect(card("Outstanding").getByText("Nothing outstanding")).toBeInTheDocument();
    expect(callsTo(fetchMock, "GET /api/dashboard/stats")).toHaveLength(2);
  });

  test("figures read with the page are in the first render, the space of two lines kept while loading (issue #24: CLS)", () => {
    const fetchMock = mockFetch({ "GET /api/invoices/recent": () => ({ body: [] }) });
    const stats = { ...COUNTS, outstanding: [{ currency: "USD", amount: "1234.50" }], overdue: [], paidThisMonth: [] };
    renderWithClient(<DashboardView initialData={{ stats }} />, { user: testUser(true) });
    // No waiting: the first render has them, and nobody asks the server for them again.
    expect(card("Outstanding").getByRole("listitem")).toHaveTextContent("$1,234.50");
    expect(card("Overdue").getByText("Nothing overdue")).toBeInTheDocument();
    expect(callsTo(fetchMock, "GET /api/dashboard/stats")).toHaveLength(0);
    for (const title of ["Outstanding", "Overdue", "Paid this month"]) {
      expect(screen.getByRole("group", { name: title }).lastElementChild).toHaveClass("min-h-12", "sm:min-h-13");
    }
  });
});
