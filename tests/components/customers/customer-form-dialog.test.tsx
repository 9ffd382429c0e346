import { act, screen, waitFor } from "@testing-library/react";
import { toast } from "sonner";
import { CustomerFormDialog } from "@/components/customers/customer-form-dialog";
import { CUSTOMER_MESSAGES } from "@/lib/customers/schemas";
import { MUELLER, mockFetch, renderWithClient, sentBody } from "./customers-test-utils";

afterEach(() => act(() => void toast.dismiss()));

const businessOnly = ["Organization number", "Invoice reference"];

describe("CustomerFormDialog", () => {
  test("organization number, tax number and invoice reference appear only for a business", async () => {
    mockFetch({});
    const user = renderWithClient(<CustomerFormDialog open onOpenChange={() => {}} customer={null} />);

    expect(screen.getByRole("heading", { name: "Add Customer" })).toBeInTheDocument();
    expect(screen.getByRole("radio", { name: "Private" })).toBeChecked();
    for (const label of [...businessOnly, "Sales Tax number"]) expect(screen.queryByLabelText(label)).not.toBeInTheDocument();

    await user.click(screen.getByRole("radio", { name: "Business" }));
    for (const label of businessOnly) expect(screen.getByLabelText(label)).toBeInTheDocument();
    // The tax number is named after the customer's country: US by default, then Germany.
    expect(screen.getByLabelText("Sales Tax number")).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText("Country"), "DE");
    expect(screen.getByLabelText("VAT number")).toBeInTheDocument();

    await user.click(screen.getByRole("radio", { name: "Private" }));
    for (const label of [...businessOnly, "VAT number"]) expect(screen.queryByLabelText(label)).not.toBeInTheDocument();
  });

  test("an empty submit shows the required-field messages inline and sends nothing", async () => {
    const fetchMock = mockFetch({});
    const user = renderWithClient(<CustomerFormDialog open onOpenChange={() => {}} customer={null} />);

    await user.click(screen.getByRole("button", { name: "Add Customer" }));

    expect(await screen.findByText(CUSTOMER_MESSAGES.nameRequired)).toBeInTheDocument();
    expect(screen.getByText(CUSTOMER_MESSAGES.emailRequired)).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: /^Name/ })).toHaveAttribute("aria-invalid", "true");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  test("a malformed e-mail and an invalid German VAT number are refused", async () => {
    const fetchMock = mockFetch({});
    const user = renderWithClient(<CustomerFormDialog open onOpenChange={() => {}} customer={null} />);

    await user.click(screen.getByRole("radio", { name: "Business" }));
    await user.type(screen.getByLabelText(/Company name/), "Acme GmbH");
    await user.type(screen.getByLabelText(/Email/), "not-an-address");
    await user.click(screen.getByRole("button", { name: "Add Customer" }));
    expect(await screen.findByText(CUSTOMER_MESSAGES.emailInvalid)).toBeInTheDocument();

    await user.clear(screen.getByLabelText(/Email/));
    await user.type(screen.getByLabelText(/Email/), "billing@acme.test");
    await user.selectOptions(screen.getByLabelText("Country"), "DE");
    await user.type(screen.getByLabelText("VAT number"), "DE123");
    await user.click(screen.getByRole("button", { name: "Add Customer" }));
    expect(await screen.findByText(CUSTOMER_MESSAGES.vatNumber("DE"))).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  test("a valid business is POSTed, the dialog closes and 'Customer created successfully' shows", async () => {
    const fetchMock = mockFetch({
      "POST /api/customers": () => ({ status: 201, body: MUELLER }),
      "GET /api/customers": () => ({ body: [MUELLER] }),
    });
    const onOpenChange = jest.fn();
    const user = renderWithClient(<CustomerFormDialog open onOpenChange={onOpenChange} customer={null} />);

    await user.click(screen.getByRole("radio", { name: "Business" }));
    await user.type(screen.getByLabelText(/Company name/), "Müller & Söhne GmbH");
    await user.type(screen.getByLabelText(/Email/), "rechnung@mueller-soehne.test");
    await user.selectOptions(screen.getByLabelText("Country"), "DE");
    await user.type(screen.getByLabelText("VAT number"), "DE136695976");
    await user.click(screen.getByRole("button", { name: "Add Customer" }));

    expect(await screen.findByText("Customer created successfully")).toBeInTheDocument();
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(sentBody(fetchMock, "POST /api/customers")).toMatchObject({
      customerType: "business",
      name: "Müller & Söhne GmbH",
      country: "DE",
      vatNumber: "DE136695976",
      phone: null,
    });
  });

  test("editing PUTs the changed fields; a server failure shows its message and keeps the dialog open", async () => {
    const fetchMock = mockFetch({
      "PUT /api/customers/cust-1": () => ({ status: 404, body: { message: "Customer not found" } }),
    });
    const onOpenChange = jest.fn();
    const user = renderWithClient(<CustomerFormDialog open onOpenChange={onOpenChange} customer={MUELLER} />);

    expect(screen.getByRole("heading", { name: "Edit Customer" })).toBeInTheDocument();
    expect(screen.getByLabelText("VAT number")).toHaveValue("DE136695976");
    await user.clear(screen.getByLabelText(/Company name/));
    await user.type(screen.getByLabelText(/Company name/), "Müller GmbH");
    await user.click(screen.getByRole("button", { name: "Save Changes" }));

    expect(await screen.findByText("Failed to create customer")).toBeInTheDocument();
    expect(screen.getByText("Customer not found")).toBeInTheDocument();
    expect(sentBody(fetchMock, "PUT /api/customers/cust-1")).toMatchObject({ name: "Müller GmbH" });
    expect(onOpenChange).not.toHaveBeenCalled();
  });
});
