import { render, screen, within } from "@testing-library/react";
import { SheetLineItems } from "@/components/demo/sheet-line-items";
import { SAMPLE_INVOICE } from "@/lib/pdf/sample-invoice";
import { buildInvoiceView } from "@/lib/pdf/view/invoice-view";

// Issue #24, item 1: on a 390 px phone the public invoice page and /demo showed only Description
// and Qty. The lines stack there, as the in-app dialog does; the table is for wider screens. Both
// are in the HTML (the pages ship no JavaScript), CSS shows one.
test("each line is also a stacked item with its quantity, rate, tax and amount, shown below sm", () => {
  const view = buildInvoiceView(SAMPLE_INVOICE);
  const { container } = render(<SheetLineItems view={view} />);

  const table = container.querySelector("table")!;
  expect(table.parentElement).toHaveClass("hidden", "sm:block");
  const list = screen.getByRole("list", { name: view.strings.description });
  expect(list).toHaveClass("sm:hidden");
  const items = within(list).getAllByRole("listitem");
  expect(items).toHaveLength(view.items.length);
  view.items.forEach((item, index) => {
    const card = within(items[index]!);
    expect(card.getByText(item.title)).toBeInTheDocument();
    // A quantity of 1 makes the rate and the amount the same text.
    expect(card.getAllByText(item.amount).length).toBeGreaterThan(0);
    expect(card.getAllByText(item.rate).length).toBeGreaterThan(0);
    expect(card.getByText(item.taxRate)).toBeInTheDocument();
    expect(card.getByText(view.strings.rate)).toBeInTheDocument();
  });
});
