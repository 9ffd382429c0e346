import { act, screen, within } from "@testing-library/react";
import { toast } from "sonner";
import { CreateInvoiceView } from "@/components/invoices/create/create-invoice-view";
import { INVOICE_ERROR_PREFIX } from "@/lib/invoices/schemas";
import {
  calls,
  choose,
  fillItem,
  findInvoiceForm,
  formRoutes,
  mockFetch,
  polyfillPointerApis,
  renderWithUser,
} from "./create-invoice-test-utils";

jest.mock("next/navigation", () => ({ useRouter: () => ({ push: jest.fn() }) }));
beforeAll(polyfillPointerApis);
afterEach(() => act(() => void toast.dismiss()));

/**
 * Issue #15 item 5: a field past its limit is named with the limit, in plain words, by the same
 * field schema POST /api/invoices uses (the form's zodResolver), and nothing is sent.
 */
async function openFilledForm() {
  const fetchMock = mockFetch(formRoutes({ "POST /api/invoices": () => ({ status: 201, body: { id: "inv-1", number: "INV-1004" } }) }));
  const { user } = renderWithUser(<CreateInvoiceView />);
  await findInvoiceForm();
  await choose(user, /Customer/, "Uppsala Byrå AB");
  await choose(user, /VAT scenario/, "Domestic, business to business");
  await fillItem(user, 0, { description: "Logo design", quantity: "2", price: "100" });
  return { user, fetchMock };
}

async function submitAndReadProblems(user: Awaited<ReturnType<typeof openFilledForm>>["user"]) {
  await user.click(screen.getByRole("button", { name: "Create Invoice" }));
  const alert = await screen.findByTestId("invoice-problems");
  expect(within(alert).getByText(INVOICE_ERROR_PREFIX)).toBeInTheDocument();
  return within(alert)
    .getAllByRole("listitem")
    .map((item) => item.textContent);
}

describe("the create-invoice form names the field and its limit", () => {
  test("a description of 501 characters: 'Description must be at most 500 characters', the field marked, nothing sent", async () => {
    const { user, fetchMock } = await openFilledForm();
    const description = screen.getByLabelText("Description of item 1");
    await user.clear(description);
    await user.click(description);
    await user.paste("x".repeat(501));

    expect(await submitAndReadProblems(user)).toEqual(["Description must be at most 500 characters"]);
    expect(description).toHaveAttribute("aria-invalid", "true");
    expect(calls(fetchMock, "POST /api/invoices")).toHaveLength(0);
    expect(screen.queryByText(/Too big|expected string|Invalid input/)).not.toBeInTheDocument();
  });

  test("notes of 2,001 characters: 'Notes must be at most 2,000 characters'", async () => {
    const { user, fetchMock } = await openFilledForm();
    await user.click(screen.getByLabelText("Notes"));
    await user.paste("n".repeat(2001));

    expect(await submitAndReadProblems(user)).toEqual(["Notes must be at most 2,000 characters"]);
    expect(screen.getByLabelText("Notes")).toHaveAttribute("aria-invalid", "true");
    expect(calls(fetchMock, "POST /api/invoices")).toHaveLength(0);
  });

  test("a price with three decimals and a quantity past 1,000,000: each named with its limit; the preview leaves the row out", async () => {
    const { user } = await openFilledForm();
    const quantity = screen.getByLabelText("Quantity of item 1");
    await user.clear(quantity);
    await user.type(quantity, "1000001");
    await user.type(screen.getByLabelText("Price of item 1"), ".005");

    expect(screen.getByLabelText("Amount of item 1")).toHaveTextContent("–");
    expect(await submitAndReadProblems(user)).toEqual([
      "Quantity must be above 0 and at most 1,000,000, with at most 3 decimals",
      "Price can have at most two decimals",
    ]);
    expect(screen.getByLabelText("Quantity of item 1")).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByLabelText("Price of item 1")).toHaveAttribute("aria-invalid", "true");
  });

  test("fixing the field and submitting again sends the invoice", async () => {
    const { user, fetchMock } = await openFilledForm();
    const description = screen.getByLabelText("Description of item 1");
    await user.clear(description);
    await user.paste("x".repeat(501));
    expect(await submitAndReadProblems(user)).toEqual(["Description must be at most 500 characters"]);

    await user.type(description, "{Backspace}");
    await user.click(screen.getByRole("button", { name: "Create Invoice" }));
    await screen.findByText("Invoice Created!");
    expect(calls(fetchMock, "POST /api/invoices")).toHaveLength(1);
  });
});
