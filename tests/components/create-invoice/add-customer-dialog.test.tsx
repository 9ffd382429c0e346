import { act, screen, waitFor, within } from "@testing-library/react";
import { toast } from "sonner";
import { CreateInvoiceView } from "@/components/invoices/create/create-invoice-view";
import {
  calls,
  findInvoiceForm,
  formRoutes,
  mockFetch,
  MUELLER,
  polyfillPointerApis,
  renderWithUser,
  sentBody,
  UPPSALA_BYRA,
} from "./create-invoice-test-utils";

const push = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ push }) }));
beforeAll(polyfillPointerApis);
afterEach(() => act(() => void toast.dismiss()));

const NEW_CUSTOMER = { ...MUELLER, id: "cust-new", name: "Fjord Consulting AS", email: "ap@fjord.example", country: "NO", vatNumber: null };

// Issue #24, item 3: "Add customer" on the invoice form went to /customers and threw the draft away.
test("Add customer opens a dialog on the form; the new customer is saved, selected, and the draft is kept", async () => {
  let customers = [UPPSALA_BYRA, MUELLER];
  const fetchMock = mockFetch(
    formRoutes({
      "GET /api/customers?limit=200": () => ({ body: customers }),
      "POST /api/customers": () => {
        customers = [NEW_CUSTOMER, ...customers];
        return { status: 201, body: NEW_CUSTOMER };
      },
    }),
  );
  const { user } = renderWithUser(<CreateInvoiceView />);
  await findInvoiceForm();
  await user.type(screen.getByLabelText("Notes"), "Thanks for the workshop");
  await user.type(screen.getByLabelText("Description of item 1"), "Workshop");

  expect(screen.queryByRole("link", { name: "Add customer" })).not.toBeInTheDocument();
  await user.click(screen.getByRole("button", { name: "Add customer" }));
  const dialog = await screen.findByRole("dialog", { name: "Add Customer" });
  await user.type(within(dialog).getByLabelText(/Name/), "Fjord Consulting AS");
  await user.type(within(dialog).getByLabelText(/Email/), "ap@fjord.example");
  await user.selectOptions(within(dialog).getByLabelText("Country"), "NO");
  await user.click(within(dialog).getByRole("button", { name: "Add Customer" }));

  await waitFor(() => expect(screen.queryByRole("dialog", { name: "Add Customer" })).not.toBeInTheDocument());
  expect(sentBody(fetchMock, "POST /api/customers")).toMatchObject({
    name: "Fjord Consulting AS",
    email: "ap@fjord.example",
    country: "NO",
  });
  await waitFor(() => expect(screen.getByRole("combobox", { name: /Customer/ })).toHaveDisplayValue("Fjord Consulting AS"));
  // The draft is whole, nothing was submitted, and the page never left.
  expect(screen.getByLabelText("Notes")).toHaveValue("Thanks for the workshop");
  expect(screen.getByLabelText("Description of item 1")).toHaveValue("Workshop");
  expect(screen.getByDisplayValue("INV-1004")).toBeInTheDocument();
  expect(calls(fetchMock, "POST /api/invoices")).toHaveLength(0);
  expect(push).not.toHaveBeenCalled();
});
