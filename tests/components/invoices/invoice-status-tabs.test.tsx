import { act, screen, waitFor, within } from "@testing-library/react";
import { toast } from "sonner";
import { InvoicesList } from "@/components/invoices/invoices-list";
import { listRowOf } from "@/lib/invoices/list-row-of";
import { callsTo, mockFetch, renderWithClient, sekInvoice, usdInvoice } from "./invoices-test-utils";

afterEach(() => act(() => void toast.dismiss()));

const paid = listRowOf(sekInvoice({ status: "paid", amountPaid: "38000.00", balanceDue: "0.00", paidAt: "2026-03-25" }));
const unpaid = listRowOf(usdInvoice());
const overdue = listRowOf(usdInvoice({ id: "inv-3", number: "INV-1003", status: "overdue", dueDate: "2026-01-01" }));

const table = () => within(screen.getByRole("table", { name: "Invoices" }));
const numbers = () =>
  table()
    .getAllByRole("row")
    .slice(1)
    .map((row) => row.textContent?.match(/INV-\d+/)?.[0]);

describe("status tabs on /invoices", () => {
  test("All, Unpaid, Overdue, Paid ask GET /api/invoices with ?status= and each is cached under its own key", async () => {
    const fetchMock = mockFetch({
      "GET /api/invoices": () => ({ body: [paid, overdue, unpaid] }),
      "GET /api/invoices?status=unpaid": () => ({ body: [overdue, unpaid] }),
      "GET /api/invoices?status=overdue": () => ({ body: [overdue] }),
      "GET /api/invoices?status=paid": () => ({ body: [paid] }),
    });
    const { user, queryClient } = renderWithClient(<InvoicesList />);

    const tabs = within(await screen.findByRole("tablist", { name: "Filter invoices by status" }));
    expect(tabs.getAllByRole("tab").map((tab) => tab.textContent)).toEqual(["All", "Unpaid", "Overdue", "Paid", "Deleted"]);
    expect(tabs.getByRole("tab", { name: "All" })).toHaveAttribute("aria-selected", "true");
    await waitFor(() => expect(numbers()).toEqual(["INV-1002", "INV-1003", "INV-1001"]));

    await user.click(tabs.getByRole("tab", { name: "Unpaid" }));
    await waitFor(() => expect(numbers()).toEqual(["INV-1003", "INV-1001"]));
    expect(tabs.getByRole("tab", { name: "Unpaid" })).toHaveAttribute("aria-selected", "true");
    await user.click(tabs.getByRole("tab", { name: "Overdue" }));
    await waitFor(() => expect(numbers()).toEqual(["INV-1003"]));
    await user.click(tabs.getByRole("tab", { name: "Paid" }));
    await waitFor(() => expect(numbers()).toEqual(["INV-1002"]));

    // Back to All: already cached, not fetched again.
    await user.click(tabs.getByRole("tab", { name: "All" }));
    await waitFor(() => expect(numbers()).toEqual(["INV-1002", "INV-1003", "INV-1001"]));
    expect(callsTo(fetchMock, "GET /api/invoices")).toHaveLength(1);
    for (const status of ["unpaid", "overdue", "paid"]) {
      expect(callsTo(fetchMock, `GET /api/invoices?status=${status}`)).toHaveLength(1);
      expect(queryClient.getQueryData(["invoice-pages", status, ""])).toBeDefined();
    }
  });

  test("a tab works with the search (?q=&status=) and with Load more (the server's next link keeps the status)", async () => {
    const next = "/api/invoices?status=unpaid&cursor=abc";
    const fetchMock = mockFetch({
      "GET /api/invoices": () => ({ body: [paid, overdue, unpaid] }),
      "GET /api/invoices?status=unpaid": () => ({ body: [overdue], headers: { Link: `<${next}>; rel="next"` } }),
      [`GET ${next}`]: () => ({ body: [unpaid] }),
      "GET /api/invoices?q=brightside&status=unpaid": () => ({ body: [unpaid] }),
      "GET /api/invoices?q=nobody&status=unpaid": () => ({ body: [] }),
    });
    const { user } = renderWithClient(<InvoicesList />);

    await user.click(await screen.findByRole("tab", { name: "Unpaid" }));
    await waitFor(() => expect(numbers()).toEqual(["INV-1003"]));
    await user.click(screen.getByRole("button", { name: "Load more invoices" }));
    await waitFor(() => expect(numbers()).toEqual(["INV-1003", "INV-1001"]));
    expect(callsTo(fetchMock, `GET ${next}`)).toHaveLength(1);

    await user.type(screen.getByRole("searchbox", { name: "Search invoices" }), "brightside");
    await waitFor(() => expect(numbers()).toEqual(["INV-1001"]));
    expect(callsTo(fetchMock, "GET /api/invoices?q=brightside&status=unpaid")).toHaveLength(1);

    await user.clear(screen.getByRole("searchbox", { name: "Search invoices" }));
    await user.type(screen.getByRole("searchbox", { name: "Search invoices" }), "nobody");
    expect(await screen.findByText("No unpaid invoices match “nobody”.")).toBeInTheDocument();
  });

  test("an empty filter says so and keeps the tabs, so the user can go back", async () => {
    mockFetch({
      "GET /api/invoices": () => ({ body: [unpaid] }),
      "GET /api/invoices?status=paid": () => ({ body: [] }),
    });
    const { user } = renderWithClient(<InvoicesList />);

    await user.click(await screen.findByRole("tab", { name: "Paid" }));
    expect(await screen.findByText("No paid invoices yet.")).toBeInTheDocument();
    await user.click(screen.getByRole("tab", { name: "All" }));
    expect(await screen.findByRole("table", { name: "Invoices" })).toBeInTheDocument();
  });

  test("the keyboard as Radix's tabs: one tab in the Tab order, arrows and Home/End choose, looping (issue #24: our own tabs)", async () => {
    mockFetch({
      "GET /api/invoices": () => ({ body: [paid, overdue, unpaid] }),
      "GET /api/invoices?status=unpaid": () => ({ body: [overdue, unpaid] }),
      "GET /api/invoices?status=overdue": () => ({ body: [overdue] }),
      "GET /api/invoices?status=paid": () => ({ body: [paid] }),
      "GET /api/invoices?status=deleted": () => ({ body: [] }),
    });
    const { user } = renderWithClient(<InvoicesList />);
    const tabs = within(await screen.findByRole("tablist", { name: "Filter invoices by status" }));
    const tab = (name: string) => tabs.getByRole("tab", { name });
    expect(tabs.getAllByRole("tab").map((element) => element.tabIndex)).toEqual([0, -1, -1, -1, -1]);
    expect(screen.getByRole("tabpanel")).toHaveAccessibleName("All");

    tab("All").focus();
    await user.keyboard("{ArrowRight}");
    expect(tab("Unpaid")).toHaveFocus();
    expect(tab("Unpaid")).toHaveAttribute("aria-selected", "true");
    await waitFor(() => expect(numbers()).toEqual(["INV-1003", "INV-1001"]));
    expect(screen.getByRole("tabpanel")).toHaveAccessibleName("Unpaid");
    await user.keyboard("{End}");
    expect(tab("Deleted")).toHaveFocus();
    await user.keyboard("{ArrowRight}");
    expect(tab("All")).toHaveFocus();
    await user.keyboard("{ArrowLeft}{ArrowLeft}");
    expect(tab("Paid")).toHaveAttribute("aria-selected", "true");
    await waitFor(() => expect(numbers()).toEqual(["INV-1002"]));
    await user.keyboard("{Home}");
    expect(tab("All")).toHaveAttribute("aria-selected", "true");
    expect(tabs.getAllByRole("tab").map((element) => element.tabIndex)).toEqual([0, -1, -1, -1, -1]);
  });
});
