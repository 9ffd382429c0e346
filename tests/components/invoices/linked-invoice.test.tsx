import { act, screen, waitFor, within } from "@testing-library/react";
import { toast } from "sonner";
import { InvoicesList } from "@/components/invoices/invoices-list";
import { invoiceHref } from "@/components/invoices/use-linked-invoice";
import { listRowOf } from "@/lib/invoices/list-row-of";
import { mockFetch, renderWithClient, sekInvoice, usdInvoice } from "./invoices-test-utils";

afterEach(() => {
  act(() => void toast.dismiss());
  window.history.replaceState(null, "", "/");
});

describe("/invoices?invoice=<id> (a converted quote's Invoice button)", () => {
  test("opens that invoice's details, loaded on its own though it is not on the list's first page; closing takes the link off the address", async () => {
    window.history.replaceState(null, "", invoiceHref("inv-2"));
    expect(window.location.search).toBe("?invoice=inv-2");
    mockFetch({
      // Only INV-1001 is on the first page: the linked invoice is found by its id.
      "GET /api/invoices": () => ({ body: [listRowOf(usdInvoice())] }),
      "GET /api/invoices/inv-2": () => ({ body: sekInvoice() }),
    });
    const { user } = renderWithClient(<InvoicesList />);

    const dialog = await screen.findByRole("dialog", { name: "Invoice INV-1002" });
    expect(
      within(await within(dialog).findByRole("table", { name: "Invoice items" })).getByText("Webbutveckling, oktober"),
    ).toBeInTheDocument();

    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(window.location.pathname).toBe("/invoices");
    expect(window.location.search).toBe("");
  });

  test("without the parameter no invoice is loaded on its own and no dialog opens", async () => {
    window.history.replaceState(null, "", "/invoices");
    const fetchMock = mockFetch({ "GET /api/invoices": () => ({ body: [listRowOf(usdInvoice())] }) });
    renderWithClient(<InvoicesList />);
    await screen.findByRole("table", { name: "Invoices" });
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([input]) => String(input))).toEqual(["/api/invoices"]);
  });
});
