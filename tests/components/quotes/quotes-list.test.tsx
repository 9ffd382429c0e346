import { act, fireEvent, screen, within } from "@testing-library/react";
import { toast } from "sonner";
import { QuotesList } from "@/components/quotes/quotes-list";
import { sekInvoice } from "../invoices/invoices-test-utils";
import { mockFetch, quoteRow, renderWithClient } from "./quotes-test-utils";

const push = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ push }) }));

afterEach(() => act(() => void toast.dismiss()));

describe("QuotesList", () => {
  test("an invoiced quote's Invoice button opens the invoice it became, not the list of invoices", async () => {
    mockFetch({
      "GET /api/quotes": () => ({
        body: [
          quoteRow({
            id: "quote-3",
            number: "Q-1003",
            status: "invoiced",
            acceptedAt: "2026-03-15T09:00:00.000Z",
            acceptedName: "Karin Lund",
            invoiceId: "inv-42",
          }),
          quoteRow(),
        ],
      }),
    });
    renderWithClient(<QuotesList />);

    const table = within(await screen.findByRole("table", { name: "Quotes" }));
    const [, invoiced, sent] = table.getAllByRole("row");
    expect(within(invoiced!).getByRole("link", { name: "Open the invoice made from Q-1003" })).toHaveAttribute(
      "href",
      "/invoices?invoice=inv-42",
    );
    // A quote not invoiced has no such link.
    expect(within(sent!).queryByRole("link", { name: /invoice made from/ })).not.toBeInTheDocument();
    // The phone's cards carry the same link.
    const cards = within(screen.getByRole("list", { name: "Quotes" }));
    expect(cards.getByRole("link", { name: "Open the invoice made from Q-1003" })).toHaveAttribute("href", "/invoices?invoice=inv-42");
  });

  test("converting tells the invoice's number, and the toast's Open invoice goes to that invoice", async () => {
    const accepted = quoteRow({
      id: "quote-4",
      number: "Q-1004",
      status: "accepted",
      acceptedAt: "2026-03-15T09:00:00.000Z",
      acceptedName: "Karin Lund",
    });
    mockFetch({
      "GET /api/quotes": () => ({ body: [accepted] }),
      "POST /api/quotes/quote-4/convert": () => ({ status: 201, body: sekInvoice({ id: "inv-7", number: "INV-1007" }) }),
    });
    const { user } = renderWithClient(<QuotesList />);

    const table = within(await screen.findByRole("table", { name: "Quotes" }));
    await user.click(table.getByRole("button", { name: "Convert Q-1004 to an invoice" }));
    expect(await screen.findByText("Q-1004 became invoice INV-1007.")).toBeInTheDocument();
    // A plain click: sonner's pointerdown asks for setPointerCapture, which jsdom lacks.
    fireEvent.click(screen.getByRole("button", { name: "Open invoice" }));
    expect(push).toHaveBeenCalledWith("/invoices?invoice=inv-7");
  });
});
