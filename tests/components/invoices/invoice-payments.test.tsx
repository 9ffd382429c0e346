import { act, screen, waitFor, within } from "@testing-library/react";
import { toast } from "sonner";
import { InvoiceDetailsDialog } from "@/components/invoices/invoice-details-dialog";
import { localToday } from "@/components/invoices/use-payment-mutations";
import type { InvoiceJson } from "@/lib/invoices/invoice-json";
import { listRowOf } from "@/lib/invoices/list-row-of";
import { sentBody } from "@/tests/support/mock-fetch";
import { callsTo, mockFetch, renderWithClient, usdInvoice } from "./invoices-test-utils";

afterEach(() => act(() => void toast.dismiss()));

const pages = (rows: InvoiceJson[]) => ({ pages: [{ rows: rows.map(listRowOf), next: null }], pageParams: [null] });
const partPayment = { id: "pay-1", amount: "234.50", date: "2026-03-20", method: "card" as const, note: "first part" };
const partiallyPaid = usdInvoice({ status: "partially_paid", amountPaid: "234.50", balanceDue: "1000.00", payments: [partPayment] });
const paid = usdInvoice({
  status: "paid",
  amountPaid: "1234.50",
  balanceDue: "0.00",
  paidAt: "2026-03-21",
  payments: [partPayment, { id: "pay-2", amount: "1000.00", date: "2026-03-21", method: "bank_transfer", note: null }],
});

/** The dialog of `invoice`, with the lists of /invoices (All and Unpaid) and the dashboard's stats in the cache. */
function renderDialog(invoice: InvoiceJson) {
  const rendered = renderWithClient(<InvoiceDetailsDialog invoice={listRowOf(invoice)} open onOpenChange={jest.fn()} />, {
    invoices: [invoice],
  });
  rendered.queryClient.setQueryData(["invoice-pages", "all", ""], pages([invoice]));
  rendered.queryClient.setQueryData(["invoice-pages", "unpaid", ""], pages([invoice]));
  rendered.queryClient.setQueryData(["/api/dashboard/stats"], {
    totalInvoices: 1,
    totalCustomers: 1,
    remainingInvoices: null,
    outstanding: [],
    overdue: [],
    paidThisMonth: [],
  });
  const dialog = within(screen.getByRole("dialog", { name: `Invoice ${invoice.number}` }));
  const cachedRow = (filter: string) =>
    rendered.queryClient
      .getQueryData<ReturnType<typeof pages>>(["invoice-pages", filter, ""])
      ?.pages[0]?.rows.find((row) => row.id === invoice.id);
  return { ...rendered, dialog, cachedRow };
}

describe("getting paid in the details dialog", () => {
  test("shows the status, amount paid, balance due and each payment with its method label and note", () => {
    const { dialog } = renderDialog(partiallyPaid);

    const summary = within(dialog.getByRole("region", { name: "Payments summary" }));
    expect(dialog.getByText("Partially paid", { selector: "[data-status]" })).toBeInTheDocument();
    expect(summary.getByText("Amount paid").nextSibling).toHaveTextContent("$234.50");
    expect(summary.getByText("Balance due").nextSibling).toHaveTextContent("$1,000.00");
    const [payment] = within(dialog.getByRole("list", { name: "Payments" })).getAllByRole("listitem");
    expect(payment).toHaveTextContent("Mar 20, 2026 · Card");
    expect(payment).toHaveTextContent("first part");
    expect(payment).toHaveTextContent("$234.50");
    expect(dialog.getByRole("button", { name: "Record payment" })).toBeInTheDocument();
    expect(dialog.getByRole("button", { name: "Mark as paid" })).toBeInTheDocument();
  });

  test("Record payment: the form starts with the balance, today and bank transfer, and posts what the user chose", async () => {
    const fetchMock = mockFetch({ "POST /api/invoices/inv-1/payments": () => ({ status: 201, body: partiallyPaid }) });
    const { user, dialog, queryClient, cachedRow } = renderDialog(usdInvoice());

    await user.click(dialog.getByRole("button", { name: "Record payment" }));
    const form = within(dialog.getByRole("form", { name: "Record payment" }));
    expect(form.getByLabelText("Amount (USD)")).toHaveValue("1234.50");
    expect(form.getByLabelText("Date")).toHaveValue(localToday());
    expect(form.getByLabelText("Method")).toHaveValue("bank_transfer");
    expect(
      within(form.getByLabelText("Method"))
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["Bank transfer", "Card", "Cash", "PayPal", "Other"]);

    await user.clear(form.getByLabelText("Amount (USD)"));
    await user.type(form.getByLabelText("Amount (USD)"), "234.5");
    await user.clear(form.getByLabelText("Date"));
    await user.type(form.getByLabelText("Date"), "2026-03-20");
    await user.selectOptions(form.getByLabelText("Method"), "card");
    await user.type(form.getByLabelText("Note (optional)"), "first part");
    await user.click(form.getByRole("button", { name: "Save payment" }));

    expect(await screen.findByText("Payment recorded")).toBeInTheDocument();
    expect(sentBody(fetchMock, "POST /api/invoices/inv-1/payments")).toEqual({
      amount: "234.50",
      date: "2026-03-20",
      method: "card",
      note: "first part",
    });
    // The answer is the invoice as it now stands: the dialog, the cached rows and the dashboard follow.
    await waitFor(() => expect(dialog.queryByRole("form", { name: "Record payment" })).not.toBeInTheDocument());
    expect(dialog.getByText("Balance due").nextSibling).toHaveTextContent("$1,000.00");
    expect(dialog.getByRole("list", { name: "Payments" })).toHaveTextContent("Mar 20, 2026 · Card");
    expect(cachedRow("all")).toMatchObject({ status: "partially_paid", balanceDue: "1000.00" });
    expect(cachedRow("unpaid")).toMatchObject({ status: "partially_paid" });
    expect(queryClient.getQueryState(["/api/dashboard/stats"])?.isInvalidated).toBe(true);
  });

  test("an amount the server refuses (above the balance) is shown at the amount field, not in a toast", async () => {
    const message = "Amount must not be more than the balance due (1234.50 USD)";
    mockFetch({ "POST /api/invoices/inv-1/payments": () => ({ status: 400, body: { message, code: "validation", fields: ["amount"] } }) });
    const { user, dialog } = renderDialog(usdInvoice());

    await user.click(dialog.getByRole("button", { name: "Record payment" }));
    const form = within(dialog.getByRole("form", { name: "Record payment" }));
    await user.clear(form.getByLabelText("Amount (USD)"));
    await user.type(form.getByLabelText("Amount (USD)"), "5000");
    await user.click(form.getByRole("button", { name: "Save payment" }));

    expect(await form.findByRole("alert")).toHaveTextContent(message);
    expect(form.getByLabelText("Amount (USD)")).toHaveAttribute("aria-invalid", "true");
    expect(form.getByLabelText("Amount (USD)")).toHaveAccessibleDescription(message);
    expect(screen.queryByText("Could not record the payment")).not.toBeInTheDocument();
  });

  test("the schema of the route checks the amount before anything is sent", async () => {
    const fetchMock = mockFetch({});
    const { user, dialog } = renderDialog(usdInvoice());

    await user.click(dialog.getByRole("button", { name: "Record payment" }));
    const form = within(dialog.getByRole("form", { name: "Record payment" }));
    await user.clear(form.getByLabelText("Amount (USD)"));
    await user.type(form.getByLabelText("Amount (USD)"), "12.345");
    await user.click(form.getByRole("button", { name: "Save payment" }));
    expect(await form.findByRole("alert")).toHaveTextContent("Amount must be a number with at most 2 decimals, e.g. 120.50");

    await user.clear(form.getByLabelText("Amount (USD)"));
    await user.type(form.getByLabelText("Amount (USD)"), "0");
    await user.click(form.getByRole("button", { name: "Save payment" }));
    expect(await form.findByText("Amount must be greater than 0")).toBeInTheDocument();
    // Nothing written: the only request is the dialog's history timeline reading.
    expect(fetchMock.mock.calls.filter(([, init]) => (init as RequestInit | undefined)?.method !== "GET")).toEqual([]);
  });

  test("Mark as paid records one payment of the balance by bank transfer today; the badge turns Paid and the payment actions go", async () => {
    const fetchMock = mockFetch({ "POST /api/invoices/inv-1/payments": () => ({ status: 201, body: paid }) });
    const { user, dialog, cachedRow } = renderDialog(partiallyPaid);

    await user.click(dialog.getByRole("button", { name: "Mark as paid" }));
    expect(await screen.findByText("Invoice marked as paid")).toBeInTheDocument();
    expect(sentBody(fetchMock, "POST /api/invoices/inv-1/payments")).toEqual({
      amount: "1000.00",
      date: localToday(),
      method: "bank_transfer",
      note: null,
    });
    expect(dialog.getByText("Paid", { selector: "[data-status]" })).toBeInTheDocument();
    expect(dialog.getByText("Balance due").nextSibling).toHaveTextContent("$0.00");
    expect(dialog.getByText("Paid on").nextSibling).toHaveTextContent("Mar 21, 2026");
    expect(dialog.queryByRole("button", { name: "Record payment" })).not.toBeInTheDocument();
    expect(dialog.queryByRole("button", { name: "Mark as paid" })).not.toBeInTheDocument();
    // The row leaves the Unpaid list and stays in All, now paid.
    expect(cachedRow("all")).toMatchObject({ status: "paid", balanceDue: "0.00" });
    expect(cachedRow("unpaid")).toBeUndefined();
  });

  test("deleting a payment asks first, then the balance comes back", async () => {
    const fetchMock = mockFetch({ "DELETE /api/invoices/inv-1/payments/pay-1": () => ({ body: usdInvoice() }) });
    const { user, dialog } = renderDialog(partiallyPaid);

    await user.click(dialog.getByRole("button", { name: "Delete payment of $234.50 on Mar 20, 2026" }));
    const confirm = screen.getByRole("alertdialog", { name: "Delete payment" });
    expect(confirm).toHaveTextContent("Delete the payment of $234.50 on Mar 20, 2026? The balance due goes up by $234.50.");
    expect(callsTo(fetchMock, "DELETE /api/invoices/inv-1/payments/pay-1")).toHaveLength(0);
    await user.click(within(confirm).getByRole("button", { name: "Delete payment" }));

    expect(await screen.findByText("Payment deleted")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    expect(dialog.getByText("No payments recorded yet.")).toBeInTheDocument();
    expect(dialog.getByText("Balance due").nextSibling).toHaveTextContent("$1,234.50");
    expect(dialog.getByText("Issued", { selector: "[data-status]" })).toBeInTheDocument();
  });

  test("Void asks first; then the dialog says VOID and offers no payment action", async () => {
    const voided = { ...partiallyPaid, status: "void" as const, balanceDue: "0.00", voidedAt: "2026-03-22T09:30:00.000Z" };
    const fetchMock = mockFetch({ "POST /api/invoices/inv-1/void": () => ({ body: voided }) });
    const { user, dialog, cachedRow } = renderDialog(partiallyPaid);

    await user.click(dialog.getByRole("button", { name: "Void" }));
    const confirm = screen.getByRole("alertdialog", { name: "Void invoice" });
    expect(confirm).toHaveTextContent("Void invoice INV-1001? It keeps its number");
    await user.click(within(confirm).getByRole("button", { name: "Void invoice" }));

    expect(await screen.findByText("Invoice voided")).toBeInTheDocument();
    expect(callsTo(fetchMock, "POST /api/invoices/inv-1/void")).toHaveLength(1);
    expect(dialog.getByRole("status")).toHaveTextContent("VOID");
    expect(dialog.getByText("Void", { selector: "[data-status]" })).toBeInTheDocument();
    for (const name of ["Record payment", "Mark as paid", "Void", /Delete payment/]) {
      expect(dialog.queryByRole("button", { name })).not.toBeInTheDocument();
    }
    // The payment stays on record.
    expect(dialog.getByRole("list", { name: "Payments" })).toHaveTextContent("$234.50");
    expect(cachedRow("unpaid")).toBeUndefined();
    expect(cachedRow("all")).toMatchObject({ status: "void" });
  });

  test("Copy public link puts the invoice's publicUrl on the clipboard; New link replaces it after asking", async () => {
    const renewed = usdInvoice({ publicUrl: "http://localhost:3000/i/new-token" });
    mockFetch({ "POST /api/invoices/inv-1/public-link": () => ({ body: renewed }) });
    const { user, dialog, queryClient } = renderDialog(usdInvoice());
    // user-event puts its own clipboard in place on setup: watch that one.
    const writeText = jest.spyOn(navigator.clipboard, "writeText");

    await user.click(dialog.getByRole("button", { name: "Copy public link" }));
    expect(await screen.findByText("Public link copied")).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith("http://localhost:3000/i/token-inv-1");

    await user.click(dialog.getByRole("button", { name: "New link" }));
    await user.click(
      within(screen.getByRole("alertdialog", { name: "Create a new public link" })).getByRole("button", { name: "Create new link" }),
    );
    expect(await screen.findByText("New public link created")).toBeInTheDocument();
    expect(queryClient.getQueryData<InvoiceJson>(["/api/invoices", "inv-1"])?.publicUrl).toBe("http://localhost:3000/i/new-token");
    await user.click(dialog.getByRole("button", { name: "Copy public link" }));
    await waitFor(() => expect(writeText).toHaveBeenLastCalledWith("http://localhost:3000/i/new-token"));
  });
});
