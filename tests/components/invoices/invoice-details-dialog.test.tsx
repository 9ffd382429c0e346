import { act, screen, waitFor, within } from "@testing-library/react";
import { toast } from "sonner";
import { InvoiceDetailsDialog } from "@/components/invoices/invoice-details-dialog";
import type { InvoiceJson } from "@/lib/invoices/invoice-json";
import { listRowOf } from "@/lib/invoices/list-row-of";
import { callsTo, mockFetch, renderWithClient, sekInvoice, testUser, usdInvoice } from "./invoices-test-utils";

afterEach(() => act(() => void toast.dismiss()));
afterEach(() => jest.restoreAllMocks());

function renderDialog(invoice: InvoiceJson, { isPro = true } = {}) {
  const onOpenChange = jest.fn();
  const rendered = renderWithClient(<InvoiceDetailsDialog invoice={listRowOf(invoice)} open onOpenChange={onOpenChange} />, {
    user: testUser(isPro),
    invoices: [invoice],
  });
  return { ...rendered, onOpenChange, dialog: within(screen.getByRole("dialog", { name: `Invoice ${invoice.number}` })) };
}

/** jsdom has neither object URLs nor downloads: record what the page hands to the browser. */
function captureDownloads() {
  const saved: { href: string; download: string }[] = [];
  URL.createObjectURL = jest.fn(() => "blob:invoice-pdf");
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ href: this.getAttribute("href") ?? "", download: this.download });
  });
  return saved;
}

describe("InvoiceDetailsDialog", () => {
  test("shows the invoice, its customer, items, totals and texts; no tax line at 0", () => {
    const { dialog } = renderDialog(usdInvoice());

    for (const [label, value] of [
      ["Invoice date", "Mar 14, 2026"],
      ["Due date", "Apr 13, 2026"],
      ["Currency", "USD"],
      ["Language", "English"],
      ["Template", "Classic"],
      ["Name", "Brightside Media LLC"],
      ["Email", "billing@brightside.test"],
      ["Address", "18 W 21st St, 10010 New York, United States"],
      ["Phone", "+1 212 555 0199"],
      ["Organization number", "EIN 12-3456789"],
    ]) {
      expect(dialog.getByText(label!).nextSibling).toHaveTextContent(value!);
    }
    const items = within(dialog.getByRole("table", { name: "Invoice items" }));
    const [, first, second] = items.getAllByRole("row");
    expect(first).toHaveTextContent(/Landing page design\s*1\s*\$1,038\.00\s*0%\s*\$1,038\.00/);
    expect(second).toHaveTextContent(/Revisions \(hours\)\s*3 h\s*\$65\.50\s*0%\s*\$196\.50/);
    // Phones get the same items as a list (CSS shows one of the two).
    const phoneItems = within(dialog.getByRole("list", { name: "Invoice items" })).getAllByRole("listitem");
    expect(phoneItems[1]).toHaveTextContent("Revisions (hours)3 h × $65.50 · Tax 0%$196.50");

    const totals = within(dialog.getByLabelText("Totals"));
    expect(dialog.getByText("Subtotal").nextSibling).toHaveTextContent("$1,234.50");
    expect(dialog.getByText("Total").nextSibling).toHaveTextContent("$1,234.50");
    expect(totals.getAllByRole("term").map((term) => term.textContent)).toEqual(["Subtotal", "Total"]);
    expect(dialog.queryByText(/Sales Tax/)).not.toBeInTheDocument();
    expect(dialog.getByText("No sales tax on this service.")).toBeInTheDocument();
    expect(dialog.getByText("Thank you for your business!")).toBeInTheDocument();
    expect(dialog.getByText("Bank transfer within 30 days.")).toBeInTheDocument();
  });

  test("a tax above 0 gets its line, named with the invoice's label and rate", () => {
    const { dialog } = renderDialog(sekInvoice());

    expect(dialog.getByText("Subtotal").nextSibling).toHaveTextContent("30,400.00 kr");
    expect(dialog.getByText("VAT (25%)").nextSibling).toHaveTextContent("7,600.00 kr");
    expect(dialog.getByText("Total").nextSibling).toHaveTextContent("38,000.00 kr");
    expect(dialog.getByText("VAT number").nextSibling).toHaveTextContent("SE556036079301");
  });

  test("the history: a timeline oldest first, the owner as You, the customer and Stripe by name, each entry's hash", async () => {
    const hash = (n: number) => String(n).repeat(64);
    mockFetch({
      "GET /api/invoices/inv-1/history": () => ({
        body: [
          {
            at: "2026-03-14T09:00:00.000Z",
            type: "created",
            actor: "user-1",
            detail: { number: "INV-1001", total: "1234.50", currency: "USD" },
            hash: hash(1),
          },
          { at: "2026-03-15T10:00:00.000Z", type: "viewed", actor: "customer", detail: {}, hash: hash(2) },
          {
            at: "2026-03-16T11:00:00.000Z",
            type: "payment_recorded",
            actor: "stripe",
            detail: { amount: "100.00", currency: "USD", method: "card", source: "stripe", date: "2026-03-16" },
            hash: hash(3),
          },
        ],
      }),
    });
    const { dialog } = renderDialog(usdInvoice());
    const timeline = within(await dialog.findByRole("region", { name: "History" }));
    const entries = await timeline.findAllByRole("listitem");
    expect(entries.map((entry) => entry.textContent)).toEqual([
      expect.stringMatching(/^Created.*You · INV-1001 · \$1,234\.50SHA-256 1111111111111111…$/),
      expect.stringMatching(/^Viewed by the customer.*Customer/),
      expect.stringMatching(/^Payment recorded.*Stripe · \$100\.00 · card · card payment through Stripe · dated Mar 16, 2026/),
    ]);
  });

  test("a credit note's own history opens from its row", async () => {
    const fetchMock = mockFetch({
      "GET /api/invoices/inv-1/history": () => ({ body: [] }),
      "GET /api/credit-notes/cn-1/history": () => ({
        body: [
          {
            at: "2026-03-20T09:00:00.000Z",
            type: "created",
            actor: "user-1",
            detail: { number: "CN-1001", invoiceNumber: "INV-1001", total: "40.00", currency: "USD", reason: "Discount" },
            hash: "c".repeat(64),
          },
        ],
      }),
    });
    const { dialog, user } = renderDialog(
      usdInvoice({ creditNotes: [{ id: "cn-1", number: "CN-1001", total: "40.00", issueDate: "2026-03-20" }], amountCredited: "40.00" }),
    );
    expect(callsTo(fetchMock, "GET /api/credit-notes/cn-1/history")).toHaveLength(0);
    await user.click(dialog.getByRole("button", { name: "History of credit note CN-1001" }));
    const timeline = within(await dialog.findByRole("region", { name: "History of CN-1001" }));
    expect(await timeline.findByRole("listitem")).toHaveTextContent(/^Created.*You · CN-1001 · for INV-1001 · \$40\.00 · Reason: Discount/);
  });

  test("Delete Invoice is offered to Pro users only", () => {
    renderDialog(usdInvoice(), { isPro: false }).dialog.getByRole("button", { name: "Download PDF" });
    expect(screen.queryByRole("button", { name: "Delete Invoice" })).not.toBeInTheDocument();
  });

  test("Download PDF fetches /api/invoices/{id}/pdf and saves invoice-{number}.pdf", async () => {
    const saved = captureDownloads();
    const pdf = new Blob(["%PDF-1.7"], { type: "application/pdf" });
    const fetchMock = mockFetch({ "GET /api/invoices/inv-1/pdf": () => ({ blob: pdf }) });
    const { user, dialog } = renderDialog(usdInvoice());

    await user.click(dialog.getByRole("button", { name: "Download PDF" }));
    expect(await screen.findByText("PDF Downloaded")).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith("/api/invoices/inv-1/pdf", { credentials: "include" });
    expect(URL.createObjectURL).toHaveBeenCalledWith(pdf);
    expect(saved).toEqual([{ href: "blob:invoice-pdf", download: "invoice-INV-1001.pdf" }]);
  });

  test("a failed download toasts 'Download Failed'", async () => {
    captureDownloads();
    mockFetch({ "GET /api/invoices/inv-1/pdf": () => ({ status: 500, body: { message: "boom" } }) });
    const { user, dialog } = renderDialog(usdInvoice());

    await user.click(dialog.getByRole("button", { name: "Download PDF" }));
    expect(await screen.findByText("Download Failed")).toBeInTheDocument();
    expect(screen.getByText("Could not download the PDF. Please try again.")).toBeInTheDocument();
  });

  test("Send Email posts to /send and toasts where it went", async () => {
    const fetchMock = mockFetch({
      "POST /api/invoices/inv-1/send": () => ({ body: { sentAt: "2026-03-15T10:00:00.000Z", to: "billing@brightside.test" } }),
    });
    const { user, dialog } = renderDialog(usdInvoice());

    await user.click(dialog.getByRole("button", { name: "Send Email" }));
    expect(await screen.findByText("Invoice Sent")).toBeInTheDocument();
    expect(screen.getByText("Sent to billing@brightside.test")).toBeInTheDocument();
    expect(callsTo(fetchMock, "POST /api/invoices/inv-1/send")).toHaveLength(1);
  });

  test("a failed send toasts 'Send Failed' with the server's plain sentence", async () => {
    // lib/email/delivery-error.ts: the transport's reason stays in the server's log.
    const plain = "We could not send the e-mail right now. Please try again in a few minutes.";
    mockFetch({ "POST /api/invoices/inv-1/send": () => ({ status: 502, body: { message: plain, code: "email_not_sent" } }) });
    const { user, dialog } = renderDialog(usdInvoice());

    await user.click(dialog.getByRole("button", { name: "Send Email" }));
    expect(await screen.findByText("Send Failed")).toBeInTheDocument();
    expect(screen.getByText(plain)).toBeInTheDocument();
    await waitFor(() => expect(dialog.getByRole("button", { name: "Send Email" })).toBeEnabled());
  });

  test("a failure without a usable reason shows the fixed text alone", async () => {
    mockFetch({ "POST /api/invoices/inv-1/send": () => ({ status: 502, body: "<html><body>Bad Gateway</body></html>" }) });
    const { user, dialog } = renderDialog(usdInvoice());

    await user.click(dialog.getByRole("button", { name: "Send Email" }));
    expect(await screen.findByText("Send Failed")).toBeInTheDocument();
    expect(screen.getByText("Could not send the invoice. Please try again.")).toBeInTheDocument();
  });

  test("finding 5: an unverified sender sees the message in the dialog with 'Resend verification e-mail', which mails a new link", async () => {
    const message =
      "Please verify your e-mail address before sending invoices. We sent you a link when you signed up; you can send a new one from Settings.";
    const fetchMock = mockFetch({
      "POST /api/invoices/inv-1/send": () => ({ status: 403, body: { message, code: "email_unverified" } }),
      "POST /api/user/resend-verification": () => ({ body: { alreadyVerified: false, sentTo: "me@example.com" } }),
    });
    const { user, dialog } = renderDialog(usdInvoice());

    await user.click(dialog.getByRole("button", { name: "Send Email" }));
    const alert = await dialog.findByRole("alert");
    expect(within(alert).getByText("E-mail not verified")).toBeInTheDocument();
    expect(within(alert).getByText(message)).toBeInTheDocument();
    expect(screen.queryByText("Send Failed")).not.toBeInTheDocument();

    await user.click(within(alert).getByRole("button", { name: "Resend verification e-mail" }));
    expect(await screen.findByText("Verification e-mail sent")).toBeInTheDocument();
    expect(screen.getByText("We sent a new link to me@example.com. It works for 24 hours.")).toBeInTheDocument();
    expect(callsTo(fetchMock, "POST /api/user/resend-verification")).toHaveLength(1);
  });

  test("finding 5: a sending limit toasts the server's message as it is", async () => {
    const message = "You can e-mail the same invoice at most 3 times an hour. Please try again in 42 minutes.";
    mockFetch({
      "POST /api/invoices/inv-1/send": () => ({ status: 429, body: { message, code: "invoice_email_limit", retryAfter: 2500 } }),
    });
    const { user, dialog } = renderDialog(usdInvoice());

    await user.click(dialog.getByRole("button", { name: "Send Email" }));
    expect(await screen.findByText("Send Failed")).toBeInTheDocument();
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(dialog.queryByRole("button", { name: "Resend verification e-mail" })).not.toBeInTheDocument();
  });

  test("a sent invoice says to whom and when", () => {
    const { dialog } = renderDialog(usdInvoice({ sentAt: "2026-03-15T12:00:00.000Z", sentTo: "billing@brightside.test" }));
    expect(dialog.getByText(/^Sent to billing@brightside\.test on Mar 15, 2026/)).toBeInTheDocument();
  });

  test("Delete Invoice asks first, then deletes and closes the dialog", async () => {
    const fetchMock = mockFetch({ "DELETE /api/invoices/inv-1": () => ({ body: { message: "Invoice deleted successfully" } }) });
    const { user, dialog, onOpenChange } = renderDialog(usdInvoice());

    await user.click(dialog.getByRole("button", { name: "Delete Invoice" }));
    const confirm = screen.getByRole("alertdialog", { name: "Delete invoice" });
    await user.click(within(confirm).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("Invoice deleted successfully")).toBeInTheDocument();
    expect(callsTo(fetchMock, "DELETE /api/invoices/inv-1")).toHaveLength(1);
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});
