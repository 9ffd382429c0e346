import { act, fireEvent, screen, within } from "@testing-library/react";
import { toast } from "sonner";
import { CreateInvoiceView } from "@/components/invoices/create/create-invoice-view";
import { addDaysIso, todayIso } from "@/components/invoices/create/dates";
import { choose, fillItem, findInvoiceForm, formRoutes, mockFetch, polyfillPointerApis, renderWithUser } from "./create-invoice-test-utils";

jest.mock("next/navigation", () => ({ useRouter: () => ({ push: jest.fn() }) }));
// Whole flows through the form: slow on a busy machine, so more than the default 5 s.
beforeAll(polyfillPointerApis);
afterEach(() => act(() => void toast.dismiss()));

async function openForm() {
  mockFetch(formRoutes());
  const rendered = renderWithUser(<CreateInvoiceView />);
  await findInvoiceForm();
  return rendered.user;
}

const totals = () => within(screen.getByTestId("totals"));
const totalRow = (term: string) => totals().getByText(term).nextElementSibling;

describe("the invoice form", () => {
  test("starts from the profile: today, due in 30 days, SEK, bank details, one item of quantity 1", async () => {
    await openForm();
    const today = todayIso();
    expect(screen.getByLabelText("Invoice date")).toHaveValue(today);
    expect(screen.getByLabelText("Due date")).toHaveValue(addDaysIso(today, 30));
    expect(screen.getByRole("combobox", { name: "Currency" })).toHaveDisplayValue("SEK");
    expect(screen.getByRole("combobox", { name: "Language" })).toHaveDisplayValue("English");
    expect(screen.getByRole("combobox", { name: "Supply type" })).toHaveDisplayValue("Services");
    expect(screen.getByLabelText("Payment instructions")).toHaveValue(
      "Bank: Nordbanken\nIBAN: SE4550000000058398257466\nSWIFT/BIC: ESSESESS",
    );
    expect(screen.getByLabelText("Quantity of item 1")).toHaveValue(1);
    expect(screen.getByRole("button", { name: "Add customer" })).toHaveAttribute("type", "button");
  });

  test("Create Invoice stays disabled until a customer and a VAT scenario are chosen; no scenario is preselected", async () => {
    const user = await openForm();
    const submit = screen.getByRole("button", { name: "Create Invoice" });
    const scenario = screen.getByRole("combobox", { name: /VAT scenario/ });
    expect(submit).toBeDisabled();
    expect(scenario).toBeDisabled();

    await choose(user, /Customer/, "Müller GmbH");
    expect(scenario).toBeEnabled();
    expect(scenario).toHaveDisplayValue("Choose a scenario");
    expect(submit).toBeDisabled();

    // SE → DE: the scenarios of two EU countries, no domestic ones (after the placeholder, which cannot be chosen).
    const options = within(scenario).getAllByRole("option") as HTMLOptionElement[];
    expect(options.filter((option) => option.disabled).map((option) => option.textContent)).toEqual(["Choose a scenario"]);
    expect(options.filter((option) => !option.disabled).map((option) => option.textContent)).toEqual([
      "Automatic",
      "EU business to business (reverse charge)",
      "Cross-border to a consumer",
      "Not VAT-registered",
      "Custom",
    ]);
    await choose(user, /VAT scenario/, "EU business to business (reverse charge)");
    expect(submit).toBeEnabled();

    // A Swedish customer makes the reverse-charge choice meaningless: it is cleared.
    await choose(user, /Customer/, "Uppsala Byrå AB");
    expect(scenario).toHaveDisplayValue("Choose a scenario");
    expect(submit).toBeDisabled();
  });

  test("shows the tax live: SE → SE business, domestic, 2 × 100.00 at 25 % is 200.00 + 50.00 = 250.00", async () => {
    const user = await openForm();
    await choose(user, /Customer/, "Uppsala Byrå AB");
    await choose(user, /VAT scenario/, "Domestic, business to business");
    await fillItem(user, 0, { description: "Logo design", quantity: "2", price: "100" });

    expect(screen.getByLabelText("Amount of item 1")).toHaveTextContent("200.00 kr");
    expect(totalRow("Subtotal")).toHaveTextContent("200.00 kr");
    expect(totalRow("VAT (25%)")).toHaveTextContent("50.00 kr");
    expect(totalRow("Total")).toHaveTextContent("250.00 kr");
    expect(screen.getByTestId("tax-result")).toHaveTextContent("VAT 25% · Domestic, business to business");

    await choose(user, "Currency", "EUR");
    expect(totalRow("Subtotal")).toHaveTextContent("€200.00");
    expect(totalRow("VAT (25%)")).toHaveTextContent("€50.00");
    expect(totalRow("Total")).toHaveTextContent("€250.00");

    // A reverse-charged German business: 0 % with the legal wording.
    await choose(user, /Customer/, "Müller GmbH");
    await choose(user, /VAT scenario/, "EU business to business (reverse charge)");
    expect(totalRow("VAT (0%)")).toHaveTextContent("€0.00");
    expect(totalRow("Total")).toHaveTextContent("€200.00");
    expect(screen.getByTestId("tax-result")).toHaveTextContent("Reverse charge – Article 196 of Council Directive 2006/112/EC");
  });

  test("manual override starts from the automatic rate; switching back clears it", async () => {
    const user = await openForm();
    await choose(user, /Customer/, "Uppsala Byrå AB");
    await choose(user, /VAT scenario/, "Domestic, business to business");
    await fillItem(user, 0, { description: "Logo design", quantity: "2", price: "100" });

    await user.click(screen.getByRole("radio", { name: "Manual override" }));
    const rate = screen.getByLabelText("VAT rate (%)");
    expect(rate).toHaveValue(25);
    expect(rate).toHaveAttribute("min", "0");
    expect(rate).toHaveAttribute("max", "100");
    expect(rate).toHaveAttribute("step", "0.01");

    await user.clear(rate);
    await user.type(rate, "12.5");
    expect(totalRow("VAT (12.5%)")).toHaveTextContent("25.00 kr");
    expect(totalRow("Total")).toHaveTextContent("225.00 kr");

    await user.click(screen.getByRole("radio", { name: "Automatic" }));
    expect(screen.queryByLabelText("VAT rate (%)")).not.toBeInTheDocument();
    expect(totalRow("VAT (25%)")).toHaveTextContent("50.00 kr");

    // The 12.5 typed before is gone: manual starts again from the automatic rate.
    await user.click(screen.getByRole("radio", { name: "Manual override" }));
    expect(screen.getByLabelText("VAT rate (%)")).toHaveValue(25);
  });

  test("an item can be removed only while more than one remains", async () => {
    const user = await openForm();
    expect(screen.getByRole("button", { name: "Remove item 1" })).toBeDisabled();

    await user.click(screen.getByRole("button", { name: "Add item" }));
    await user.type(screen.getByLabelText("Description of item 2"), "Second line");
    expect(screen.getByRole("button", { name: "Remove item 1" })).toBeEnabled();
    expect(screen.getByRole("button", { name: "Remove item 2" })).toBeEnabled();

    await user.click(screen.getByRole("button", { name: "Remove item 1" }));
    expect(screen.getByLabelText("Description of item 1")).toHaveValue("Second line");
    expect(screen.queryByLabelText("Description of item 2")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Remove item 1" })).toBeDisabled();
  });

  test("the due date keeps its 30 days from the invoice date until the user edits it", async () => {
    await openForm();
    const invoiceDate = screen.getByLabelText("Invoice date");
    const dueDate = screen.getByLabelText("Due date");

    fireEvent.change(invoiceDate, { target: { value: "2026-01-31" } });
    expect(dueDate).toHaveValue("2026-03-02");

    fireEvent.change(dueDate, { target: { value: "2026-02-14" } });
    fireEvent.change(invoiceDate, { target: { value: "2026-02-01" } });
    expect(dueDate).toHaveValue("2026-02-14");
  });
});
