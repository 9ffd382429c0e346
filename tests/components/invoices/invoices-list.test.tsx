import { listRowOf } from "@/lib/invoices/list-row-of";
import { act, screen, waitFor, within } from "@testing-library/react";
import { toast } from "sonner";
import { InvoicesList } from "@/components/invoices/invoices-list";
import { callsTo, mockFetch, renderWithClient, sekInvoice, testUser, usdInvoice } from "./invoices-test-utils";
import type { Reply } from "@/tests/support/mock-fetch";

afterEach(() => act(() => void toast.dismiss()));

/** The desktop table; the mobile cards hold the same data (CSS picks one, jsdom renders both). */
async function findTable() {
  return within(await screen.findByRole("table", { name: "Invoices" }));
}

describe("InvoicesList", () => {
  test("the table shows number, customer, the amount in full currency format, invoice and due dates", async () => {
    mockFetch({ "GET /api/invoices": () => ({ body: [sekInvoice(), usdInvoice()] }) });
    renderWithClient(<InvoicesList />);

    const table = await findTable();
    const [, sekRow, usdRow] = table.getAllByRole("row");
    const sek = within(sekRow!);
    expect(sek.getByRole("cell", { name: "INV-1002" })).toBeInTheDocument();
    expect(sek.getByText("Fjällräven Konsult AB")).toBeInTheDocument();
    expect(sek.getByText("faktura@fjallkonsult.test")).toBeInTheDocument();
    // The UI language is English whatever the invoice's language: "38,000.00 kr", not "38 000,00 kr".
    // (Testing Library folds the no-break space before "kr" into a plain one.)
    expect(sek.getByText("38,000.00 kr")).toBeInTheDocument();
    expect(sek.getByText("Mar 20, 2026")).toBeInTheDocument();
    expect(sek.getByText("Apr 19, 2026")).toBeInTheDocument();

    const usd = within(usdRow!);
    expect(usd.getByText("$1,234.50")).toBeInTheDocument();
    expect(usd.getByText("Mar 14, 2026")).toBeInTheDocument();
    expect(usd.getByText("Apr 13, 2026")).toBeInTheDocument();

    const cards = within(screen.getByRole("list", { name: "Invoices" }));
    expect(cards.getAllByRole("listitem")).toHaveLength(2);
    expect(cards.getByText("$1,234.50")).toBeInTheDocument();
  });

  test("shows the invoice date, as the dashboard does, not the day the record was made (issue #24, item 9)", async () => {
    // Written on March 25 for work invoiced on March 14.
    mockFetch({ "GET /api/invoices": () => ({ body: [usdInvoice({ createdAt: "2026-03-25T12:00:00.000Z" })] }) });
    renderWithClient(<InvoicesList />);

    const table = await findTable();
    expect(table.getByRole("columnheader", { name: "Invoice date" })).toBeInTheDocument();
    expect(table.queryByRole("columnheader", { name: "Created" })).not.toBeInTheDocument();
    const [, row] = table.getAllByRole("row");
    expect(within(row!).getByText("Mar 14, 2026")).toBeInTheDocument();
    const card = within(screen.getByRole("list", { name: "Invoices" }));
    expect(card.getByText("Invoice date")).toBeInTheDocument();
    expect(card.getByText("Mar 14, 2026")).toBeInTheDocument();
    expect(screen.queryByText("Mar 25, 2026")).not.toBeInTheDocument();
  });

  test("what goes below the list (the credit notes) shows once the rows are in, so the rows never push it down", async () => {
    let answer: (rows: unknown[]) => void = () => {};
    mockFetch({ "GET /api/invoices": () => new Promise<Reply>((resolve) => (answer = (rows) => resolve({ body: rows }))) });
    renderWithClient(<InvoicesList below={<p>Below the invoices</p>} />);

    expect(await screen.findByRole("status", { name: "Loading invoices" })).toBeInTheDocument();
    expect(screen.queryByText("Below the invoices")).not.toBeInTheDocument();
    act(() => answer([usdInvoice()]));
    await findTable();
    expect(screen.getByText("Below the invoices")).toBeInTheDocument();
  });

  test("Free users get no delete button; View and Download are there", async () => {
    mockFetch({ "GET /api/invoices": () => ({ body: [usdInvoice()] }) });
    renderWithClient(<InvoicesList />, { user: testUser(false) });

    const table = await findTable();
    expect(table.getByRole("button", { name: "View INV-1001" })).toBeInTheDocument();
    expect(table.getByRole("button", { name: "Download PDF of INV-1001" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Delete INV-1001" })).not.toBeInTheDocument();
  });

  test("a Pro user deletes after confirming; the row leaves the cached list without fetching it again", async () => {
    let invoices = [sekInvoice(), usdInvoice()];
    const fetchMock = mockFetch({
      "GET /api/invoices": () => ({ body: invoices }),
      "DELETE /api/invoices/inv-1": () => {
        invoices = [sekInvoice()];
        return { body: { message: "Invoice deleted successfully" } };
      },
    });
    const { user, queryClient } = renderWithClient(<InvoicesList />, { user: testUser(true) });
    queryClient.setQueryData(["/api/dashboard/stats"], { totalInvoices: 2, totalCustomers: 2, remainingInvoices: null });
    queryClient.setQueryData(["/api/invoices/recent"], [sekInvoice(), usdInvoice()]);

    await user.click((await findTable()).getByRole("button", { name: "Delete INV-1001" }));
    const dialog = screen.getByRole("alertdialog", { name: "Delete invoice" });
    expect(dialog).toHaveTextContent(
      "Are you sure you want to delete invoice INV-1001 for Brightside Media LLC? It was never sent, so it leaves your lists and figures; its number stays used and the record is kept in your archive.",
    );
    expect(callsTo(fetchMock, "DELETE /api/invoices/inv-1")).toHaveLength(0);

    await user.click(within(dialog).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("Invoice deleted successfully")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText("INV-1001")).not.toBeInTheDocument());
    expect(callsTo(fetchMock, "GET /api/invoices")).toHaveLength(1);
    // The dashboard's counts and recent list are marked stale, to be fetched when next shown.
    expect(queryClient.getQueryState(["/api/dashboard/stats"])?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(["/api/invoices/recent"])?.isInvalidated).toBe(true);
    expect(screen.getAllByText("INV-1002").length).toBeGreaterThan(0);
  });

  test("with no invoices it shows the empty state with a way to create one", async () => {
    mockFetch({ "GET /api/invoices": () => ({ body: [] }) });
    renderWithClient(<InvoicesList />);

    expect(await screen.findByRole("heading", { name: "No invoices yet" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Create Your First Invoice" })).toHaveAttribute("href", "/create-invoice");
  });

  test("a failed download from the list says 'Failed to download invoice'", async () => {
    mockFetch({
      "GET /api/invoices": () => ({ body: [usdInvoice()] }),
      "GET /api/invoices/inv-1/pdf": () => ({ status: 500, body: { message: "boom" } }),
    });
    const { user } = renderWithClient(<InvoicesList />);

    await user.click((await findTable()).getByRole("button", { name: "Download PDF of INV-1001" }));
    expect(await screen.findByText("Download Failed")).toBeInTheDocument();
    expect(screen.getByText("Failed to download invoice")).toBeInTheDocument();
  });

  test("View opens the details dialog of that invoice", async () => {
    mockFetch({
      "GET /api/invoices": () => ({ body: [listRowOf(sekInvoice()), listRowOf(usdInvoice())] }),
      "GET /api/invoices/inv-2": () => ({ body: sekInvoice() }),
    });
    const { user } = renderWithClient(<InvoicesList />);

    await user.click((await findTable()).getByRole("button", { name: "View INV-1002" }));
    const dialog = screen.getByRole("dialog", { name: "Invoice INV-1002" });
    // The list's rows are lean: the dialog loads the lines from GET /api/invoices/{id}.
    expect(
      within(await within(dialog).findByRole("table", { name: "Invoice items" })).getByText("Webbutveckling, oktober"),
    ).toBeInTheDocument();
  });

  test("pages: 'Load more invoices' follows the Link header and adds the next page below", async () => {
    const next = "/api/invoices?cursor=abc&limit=50";
    const fetchMock = mockFetch({
      "GET /api/invoices": () => ({ body: [listRowOf(sekInvoice())], headers: { Link: `<${next}>; rel="next"` } }),
      [`GET ${next}`]: () => ({ body: [listRowOf(usdInvoice())] }),
    });
    const { user } = renderWithClient(<InvoicesList />);

    const table = await findTable();
    expect(table.getAllByRole("row")).toHaveLength(2);
    await user.click(screen.getByRole("button", { name: "Load more invoices" }));
    await waitFor(() => expect(table.getAllByRole("row")).toHaveLength(3));
    expect(table.getByRole("cell", { name: "INV-1001" })).toBeInTheDocument();
    // The last page has no Link: nothing more to load.
    expect(screen.queryByRole("button", { name: "Load more invoices" })).not.toBeInTheDocument();
    expect(callsTo(fetchMock, `GET ${next}`)).toHaveLength(1);
  });

  test("search asks the server with ?q= and says when nothing matches", async () => {
    const fetchMock = mockFetch({
      "GET /api/invoices": () => ({ body: [listRowOf(sekInvoice()), listRowOf(usdInvoice())] }),
      "GET /api/invoices?q=brightside": () => ({ body: [listRowOf(usdInvoice())] }),
      "GET /api/invoices?q=nobody": () => ({ body: [] }),
    });
    const { user } = renderWithClient(<InvoicesList />);

    await findTable();
    await user.type(screen.getByRole("searchbox", { name: "Search invoices" }), "brightside");
    await waitFor(() => expect(screen.queryByText("INV-1002")).not.toBeInTheDocument());
    expect(screen.getAllByText("INV-1001").length).toBeGreaterThan(0);
    expect(callsTo(fetchMock, "GET /api/invoices?q=b")).toHaveLength(0);

    await user.clear(screen.getByRole("searchbox", { name: "Search invoices" }));
    await user.type(screen.getByRole("searchbox", { name: "Search invoices" }), "nobody");
    expect(await screen.findByText("No invoices match “nobody”.")).toBeInTheDocument();
  });
});
