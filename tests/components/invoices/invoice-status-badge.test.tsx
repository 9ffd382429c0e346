import { render, screen, within } from "@testing-library/react";
import { InvoicesList } from "@/components/invoices/invoices-list";
import { INVOICE_STATUS_LABELS, InvoiceStatusBadge } from "@/components/invoices/invoice-status-badge";
import { INVOICE_STATUSES } from "@/lib/invoices/invoice-status";
import { listRowOf } from "@/lib/invoices/list-row-of";
import { mockFetch, renderWithClient, usdInvoice } from "./invoices-test-utils";

describe("InvoiceStatusBadge", () => {
  test("every status has its word: the colour is never the only cue", () => {
    expect(INVOICE_STATUS_LABELS).toEqual({
      issued: "Issued",
      sent: "Sent",
      viewed: "Viewed",
      partially_paid: "Partially paid",
      paid: "Paid",
      overdue: "Overdue",
      void: "Void",
      credited: "Credited",
      refundDue: "Refund due",
      deleted: "Deleted",
    });
    render(
      <>
        {INVOICE_STATUSES.map((status) => (
          <InvoiceStatusBadge key={status} status={status} />
        ))}
      </>,
    );
    for (const status of INVOICE_STATUSES) expect(screen.getByText(INVOICE_STATUS_LABELS[status])).toHaveAttribute("data-status", status);
  });

  test("each row of the table and each card shows its invoice's status", async () => {
    const rows = INVOICE_STATUSES.map((status, index) =>
      listRowOf(usdInvoice({ id: `inv-${index}`, number: `INV-${2001 + index}`, status })),
    );
    mockFetch({ "GET /api/invoices": () => ({ body: rows }) });
    renderWithClient(<InvoicesList />);

    const table = within(await screen.findByRole("table", { name: "Invoices" }));
    expect(table.getAllByRole("columnheader").map((header) => header.textContent)).toEqual([
      "Invoice",
      "Customer",
      "Status",
      "Amount",
      "Invoice date",
      "Due date",
      "Actions",
    ]);
    const cards = within(screen.getByRole("list", { name: "Invoices" })).getAllByRole("listitem");
    INVOICE_STATUSES.forEach((status, index) => {
      const label = INVOICE_STATUS_LABELS[status];
      expect(within(table.getAllByRole("row")[index + 1]!).getByText(label, { selector: "[data-status]" })).toBeInTheDocument();
      expect(within(cards[index]!).getByText(label, { selector: "[data-status]" })).toBeInTheDocument();
    });
  });
});
