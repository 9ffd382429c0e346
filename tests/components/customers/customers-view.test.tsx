import { act, screen, waitFor, within } from "@testing-library/react";
import { toast } from "sonner";
import { CustomersView } from "@/components/customers/customers-view";
import type { Customer } from "@/lib/customers/customer-select";
import { MUELLER, mockFetch, renderWithClient } from "./customers-test-utils";

const replace = jest.fn();
let search = "";
jest.mock("next/navigation", () => ({
  useSearchParams: () => new URLSearchParams(search),
  useRouter: () => ({ replace }),
  usePathname: () => "/customers",
}));

const EMILY: Customer = {
  ...MUELLER,
  id: "cust-2",
  customerType: "private",
  name: "Emily Watson",
  email: "emily.watson@mail.test",
  phone: null,
  address: "12 Baker Street",
  city: "London",
  postalCode: "NW1 6XE",
  country: "GB",
  vatNumber: null,
  organizationNumber: null,
  invoiceReference: null,
};

beforeEach(() => {
  search = "";
  replace.mockClear();
});
afterEach(() => act(() => void toast.dismiss()));

describe("CustomersView", () => {
  test("with no customers it shows 'No customers yet' and a button that opens the add dialog", async () => {
    mockFetch({ "GET /api/customers": () => ({ body: [] }) });
    const user = renderWithClient(<CustomersView />);

    expect(await screen.findByRole("heading", { name: "No customers yet" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Add Your First Customer" }));
    expect(screen.getByRole("dialog", { name: "Add Customer" })).toBeInTheDocument();
  });

  test("each card shows the type and country badges, contact details and the business numbers", async () => {
    mockFetch({ "GET /api/customers": () => ({ body: [MUELLER, EMILY] }) });
    renderWithClient(<CustomersView />);

    const [first, second] = await screen.findAllByRole("listitem");
    const business = within(first!);
    expect(business.getByRole("heading", { name: "Müller & Söhne GmbH" })).toBeInTheDocument();
    expect(business.getByText("Business")).toBeInTheDocument();
    expect(business.getByText("Germany")).toBeInTheDocument();
    expect(business.getByText("rechnung@mueller-soehne.test")).toBeInTheDocument();
    expect(business.getByText("+49 30 1234567")).toBeInTheDocument();
    expect(business.getByText("Friedrichstraße 123, 10117 Berlin")).toBeInTheDocument();
    expect(business.getByText("VAT number").nextSibling).toHaveTextContent("DE136695976");
    expect(business.getByText("Organization number").nextSibling).toHaveTextContent("HRB 12345");
    expect(business.getByText("Invoice reference").nextSibling).toHaveTextContent("Bestellung 2026-118");

    const person = within(second!);
    expect(person.getByText("Private")).toBeInTheDocument();
    expect(person.getByText("United Kingdom")).toBeInTheDocument();
    expect(person.queryByText("VAT number")).not.toBeInTheDocument();
  });

  test("/customers?add=true opens the add dialog on arrival; closing it drops the parameter", async () => {
    search = "add=true";
    mockFetch({ "GET /api/customers": () => ({ body: [] }) });
    const user = renderWithClient(<CustomersView />);

    const dialog = screen.getByRole("dialog", { name: "Add Customer" });
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(replace).toHaveBeenCalledWith("/customers", { scroll: false });
  });

  test("Edit opens the form filled with the customer's details", async () => {
    mockFetch({ "GET /api/customers": () => ({ body: [MUELLER] }) });
    const user = renderWithClient(<CustomersView />);

    await user.click(await screen.findByRole("button", { name: "Edit Müller & Söhne GmbH" }));
    const dialog = screen.getByRole("dialog", { name: "Edit Customer" });
    expect(within(dialog).getByLabelText(/Company name/)).toHaveValue("Müller & Söhne GmbH");
    expect(within(dialog).getByRole("radio", { name: "Business" })).toBeChecked();
  });

  test("Delete asks for confirmation naming the customer, then deletes it", async () => {
    let customers = [MUELLER];
    const fetchMock = mockFetch({
      "GET /api/customers": () => ({ body: customers }),
      "DELETE /api/customers/cust-1": () => {
        customers = [];
        return { body: { message: "Customer deleted successfully" } };
      },
      "GET /api/dashboard/stats": () => ({ body: {} }),
    });
    const user = renderWithClient(<CustomersView />);

    await user.click(await screen.findByRole("button", { name: "Delete Müller & Söhne GmbH" }));
    const dialog = screen.getByRole("alertdialog", { name: "Delete customer" });
    expect(dialog).toHaveTextContent('Are you sure you want to delete "Müller & Söhne GmbH"? This action cannot be undone.');
    expect(dialog).toHaveTextContent(
      "Invoices already issued to this customer keep their copy of the customer's details and are not changed.",
    );
    expect(fetchMock).not.toHaveBeenCalledWith("/api/customers/cust-1", expect.anything());

    await user.click(within(dialog).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("Customer deleted successfully")).toBeInTheDocument();
    expect(await screen.findByRole("heading", { name: "No customers yet" })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
  });
});
