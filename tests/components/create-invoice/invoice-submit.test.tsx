import { act, screen, waitFor, within } from "@testing-library/react";
import { toast } from "sonner";
import { CreateInvoiceView } from "@/components/invoices/create/create-invoice-view";
import { INVOICE_ERROR_PREFIX, invoiceMessages } from "@/lib/invoices/schemas";
import { listRowOf } from "@/lib/invoices/list-row-of";
import { LIMIT_REACHED_MESSAGE } from "@/lib/invoices/quota";
import {
  calls,
  choose,
  fillItem,
  findInvoiceForm,
  formRoutes,
  mockFetch,
  polyfillPointerApis,
  renderWithUser,
  sentBody,
} from "./create-invoice-test-utils";
import { callsTo } from "@/tests/support/mock-fetch";
import { sekInvoice, usdInvoice } from "../invoices/invoices-test-utils";

const push = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ push }) }));
// Whole flows through the form: slow on a busy machine, so more than the default 5 s.
beforeAll(polyfillPointerApis);
beforeEach(() => push.mockClear());
afterEach(() => act(() => void toast.dismiss()));

type Route = Parameters<typeof formRoutes>[0];

async function openForm(routes: Route = {}) {
  const fetchMock = mockFetch(formRoutes(routes));
  const rendered = renderWithUser(<CreateInvoiceView />);
  await findInvoiceForm();
  return { fetchMock, ...rendered };
}

async function fillDomesticInvoice(user: Awaited<ReturnType<typeof openForm>>["user"]) {
  await choose(user, /Customer/, "Uppsala Byrå AB");
  await choose(user, /VAT scenario/, "Domestic, business to business");
  await fillItem(user, 0, { description: "Logo design", quantity: "2", price: "100" });
}

const messages = invoiceMessages("VAT");

describe("creating the invoice", () => {
  test("every problem is shown at once in one alert, and nothing is sent", async () => {
    const { user, fetchMock } = await openForm({
      "POST /api/invoices": () => ({ status: 201, body: { id: "inv-1", number: "INV-1004" } }),
    });
    await choose(user, /Customer/, "Müller GmbH");
    await choose(user, /VAT scenario/, "Custom");
    await user.click(screen.getByRole("radio", { name: "Manual override" }));
    await user.clear(screen.getByLabelText("VAT rate (%)"));
    await user.type(screen.getByLabelText("VAT rate (%)"), "150");
    await user.click(screen.getByRole("button", { name: "Create Invoice" }));

    const alert = await screen.findByTestId("invoice-problems");
    expect(alert).toHaveAttribute("role", "alert");
    expect(within(alert).getByText(INVOICE_ERROR_PREFIX)).toBeInTheDocument();
    // In the order the form shows the fields: the rate's own limit, the explanation, the items.
    expect(
      within(alert)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["VAT rate must be at most 100", messages.customExplanation, messages.items]);
    expect(calls(fetchMock, "POST /api/invoices")).toHaveLength(0);

    // Fixing them and submitting again clears the alert.
    await user.type(screen.getByLabelText(/Custom VAT explanation/), "Exempt: medical care, § 3 ML");
    await user.clear(screen.getByLabelText("VAT rate (%)"));
    await user.type(screen.getByLabelText("VAT rate (%)"), "0");
    await fillItem(user, 0, { description: "Consultation", quantity: "1", price: "80" });
    await user.click(screen.getByRole("button", { name: "Create Invoice" }));
    await waitFor(() => expect(screen.queryByTestId("invoice-problems")).not.toBeInTheDocument());
    expect(sentBody(fetchMock, "POST /api/invoices")).toMatchObject({
      vatScenario: "custom",
      customVatExplanation: "Exempt: medical care, § 3 ML",
      taxCalculationType: "manual_override",
      userOverrideRate: "0.00",
    });
  });

  test("a 400 from the server lists its errors the same way", async () => {
    const { user } = await openForm({
      "POST /api/invoices": () => ({
        status: 400,
        body: { message: messages.items, errors: [messages.items, messages.dueDate, messages.items], fields: ["items", "dueDate"] },
      }),
    });
    await fillDomesticInvoice(user);
    await user.click(screen.getByRole("button", { name: "Create Invoice" }));

    const alert = await screen.findByTestId("invoice-problems");
    expect(within(alert).getByText(INVOICE_ERROR_PREFIX)).toBeInTheDocument();
    expect(
      within(alert)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual([messages.items, messages.dueDate]);
    expect(push).not.toHaveBeenCalled();
  });

  test("success: the payload of SPEC section 3, 'Invoice Created!', the new invoice on top of the cached list, off to /invoices", async () => {
    const created = sekInvoice({ id: "inv-new", number: "INV-1004" });
    const { user, fetchMock, queryClient } = await openForm({ "POST /api/invoices": () => ({ status: 201, body: created }) });
    const older = listRowOf(usdInvoice());
    queryClient.setQueryData(["invoice-pages", "all", ""], { pages: [{ rows: [older], next: null }], pageParams: [null] });
    const invalidate = jest.spyOn(queryClient, "invalidateQueries");
    await fillDomesticInvoice(user);
    await user.type(screen.getByLabelText("Notes"), "Thanks!");
    await user.click(screen.getByRole("button", { name: "Create Invoice" }));

    expect(await screen.findByText("Invoice Created!")).toBeInTheDocument();
    expect(screen.getByText(/INV-1004/, { selector: "[data-description]" })).toBeInTheDocument();
    await waitFor(() => expect(push).toHaveBeenCalledWith("/invoices"));
    // Added to the cache, not fetched again: the list holds the new row first, the detail is known.
    expect(
      queryClient.getQueryData<{ pages: { rows: { id: string }[] }[] }>(["invoice-pages", "all", ""])?.pages[0]?.rows.map((row) => row.id),
    ).toEqual(["inv-new", older.id]);
    expect(queryClient.getQueryData(["/api/invoices", "inv-new"])).toEqual(created);
    for (const key of ["/api/invoices/recent", "/api/dashboard/stats"]) expect(invalidate).toHaveBeenCalledWith({ queryKey: [key] });
    expect(callsTo(fetchMock, "GET /api/invoices")).toHaveLength(0);
    expect(sentBody(fetchMock, "POST /api/invoices")).toMatchObject({
      customerId: "cust-se",
      // The previewed number is not sent: the server gives out the next of the sequence.
      number: "",
      currency: "SEK",
      language: "en",
      notes: "Thanks!",
      taxCalculationType: "automatic",
      userOverrideRate: null,
      vatScenario: "domestic_b2b",
      supplyType: "services",
      invoiceType: "us_worldwide",
      countryPreset: "global",
      paymentMethod: "bank_transfer",
      items: [{ description: "Logo design", quantity: 2, rate: "100.00", amount: "200.00", taxRate: "25.00", taxAmount: "50.00" }],
      subtotal: "200.00",
      taxRate: "25.00",
      tax: "50.00",
      total: "250.00",
      supplierCountry: "SE",
    });
  });

  test("issue #28: 7.5 hours at 33.33 with the unit picked: the row shows the amount rounded once, the payload carries quantity and unit", async () => {
    const { user, fetchMock } = await openForm({ "POST /api/invoices": () => ({ status: 201, body: sekInvoice({ id: "inv-new" }) }) });
    await choose(user, /Customer/, "Uppsala Byrå AB");
    await choose(user, /VAT scenario/, "Domestic, business to business");
    await fillItem(user, 0, { description: "Consulting", quantity: "7.5", price: "33.33" });
    await user.selectOptions(screen.getByLabelText("Unit of item 1"), "Hours");

    // 7.5 × 33.33 = 249.975 → 249.98, as the server stores it.
    expect(screen.getByLabelText("Amount of item 1")).toHaveTextContent("249.98");
    await user.click(screen.getByRole("button", { name: "Create Invoice" }));
    await waitFor(() => expect(push).toHaveBeenCalledWith("/invoices"));
    expect(sentBody(fetchMock, "POST /api/invoices")).toMatchObject({
      items: [{ description: "Consulting", quantity: 7.5, unit: "hour", rate: "33.33", amount: "249.98", taxAmount: "62.50" }],
      subtotal: "249.98",
      tax: "62.50",
    });
  });

  test("issue #15: a preview taken meanwhile by another tab becomes the next free number, and the toast names it", async () => {
    const { user, fetchMock } = await openForm({
      "POST /api/invoices": () => ({ status: 201, body: sekInvoice({ id: "inv-new", number: "INV-1005" }) }),
    });
    await fillDomesticInvoice(user);
    await user.click(screen.getByRole("button", { name: "Create Invoice" }));

    expect(await screen.findByText("Invoice Created!")).toBeInTheDocument();
    expect(screen.getByText("Invoice INV-1005 has been created successfully.")).toBeInTheDocument();
    expect(sentBody(fetchMock, "POST /api/invoices")).toMatchObject({ number: "" });
  });

  test("issue #15: a number the user typed is sent as typed", async () => {
    const { user, fetchMock } = await openForm({
      "POST /api/invoices": () => ({ status: 201, body: sekInvoice({ id: "inv-new", number: "2026-007" }) }),
    });
    await fillDomesticInvoice(user);
    const number = screen.getByDisplayValue("INV-1004");
    await user.clear(number);
    await user.type(number, "2026-007");
    await user.click(screen.getByRole("button", { name: "Create Invoice" }));

    expect(await screen.findByText("Invoice Created!")).toBeInTheDocument();
    expect(sentBody(fetchMock, "POST /api/invoices")).toMatchObject({ number: "2026-007" });
  });

  test("the Free plan's limit: 'Invoice Limit Reached' and off to /settings?upgrade=true", async () => {
    const { user } = await openForm({
      "POST /api/invoices": () => ({ status: 403, body: { message: LIMIT_REACHED_MESSAGE, code: "plan_limit_reached" } }),
    });
    await fillDomesticInvoice(user);
    await user.click(screen.getByRole("button", { name: "Create Invoice" }));

    expect(await screen.findByText("Invoice Limit Reached")).toBeInTheDocument();
    expect(screen.getByText("Free plan allows 3 invoices per month. Upgrade to Pro for unlimited invoices.")).toBeInTheDocument();
    await waitFor(() => expect(push).toHaveBeenCalledWith("/settings?upgrade=true"));
    expect(screen.queryByTestId("invoice-problems")).not.toBeInTheDocument();
  });

  test("any other failure: an 'Error' toast with the server's message, and the form stays", async () => {
    const { user } = await openForm({
      "POST /api/invoices": () => ({
        status: 409,
        body: { message: "Invoice number INV-1004 is already used. Please choose another number." },
      }),
    });
    await fillDomesticInvoice(user);
    await user.click(screen.getByRole("button", { name: "Create Invoice" }));

    expect(await screen.findByText("Error")).toBeInTheDocument();
    expect(screen.getByText("Invoice number INV-1004 is already used. Please choose another number.")).toBeInTheDocument();
    expect(push).not.toHaveBeenCalled();
    expect(screen.getByRole("button", { name: "Create Invoice" })).toBeEnabled();
  });

  test("finding 9: every submit of one draft sends the same Idempotency-Key; a success starts a new one", async () => {
    const answers = [
      { status: 502, body: "<html>Bad Gateway</html>" },
      { status: 201, body: { id: "inv-1", number: "INV-1004" } },
      { status: 201, body: { id: "inv-2", number: "INV-1005" } },
    ];
    const { user, fetchMock } = await openForm({ "POST /api/invoices": () => answers.shift()! });
    await fillDomesticInvoice(user);
    const submit = () => user.click(screen.getByRole("button", { name: "Create Invoice" }));
    const keys = () =>
      calls(fetchMock, "POST /api/invoices").map(([, init]) => (init.headers as Record<string, string>)["Idempotency-Key"]);

    await submit();
    expect(await screen.findByText("Error")).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole("button", { name: "Create Invoice" })).toBeEnabled());
    await submit();
    expect(await screen.findByText("Invoice Created!")).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole("button", { name: "Create Invoice" })).toBeEnabled());
    await submit();
    await waitFor(() => expect(keys()).toHaveLength(3));

    const [first, retry, next] = keys();
    expect(first).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(retry).toBe(first);
    expect(next).not.toBe(first);
  });
});
