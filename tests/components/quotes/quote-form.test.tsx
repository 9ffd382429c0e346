import { act, screen, waitFor, within } from "@testing-library/react";
import { toast } from "sonner";
import { QuoteEditorView } from "@/components/quotes/quote-editor-view";
import type { QuoteJson } from "@/lib/quotes/quote-json";
import {
  formRoutes,
  polyfillPointerApis,
  renderWithUser,
  SWEDISH_SUPPLIER,
  UPPSALA_BYRA,
} from "../create-invoice/create-invoice-test-utils";
import { mockFetch } from "../invoices/invoices-test-utils";

const push = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ push }) }));
beforeAll(polyfillPointerApis);
afterEach(() => act(() => void toast.dismiss()));

/** A draft quote in euros to Uppsala Byrå: 7.5 hours, a custom VAT treatment. */
function draftQuote(): QuoteJson {
  return {
    id: "quote-1",
    number: "Q-1001",
    status: "draft",
    quoteDate: "2026-11-20",
    validUntil: "2026-12-20",
    updatedAt: "2026-11-20T10:00:00.000Z",
    input: {
      customerId: UPPSALA_BYRA.id,
      currency: "EUR",
      language: "en",
      supplyType: "services",
      vatScenario: "custom",
      customVatExplanation: "",
      taxCalculationType: "automatic",
      userOverrideRate: null,
      notes: "Two rounds of revisions.",
      paymentInstructions: "",
      supplyDate: null,
      exchangeRate: null,
      items: [{ description: "Design", quantity: 7.5, unit: "hour", rate: "90.00" }],
    },
  } as unknown as QuoteJson;
}

const routes = (extra = {}) =>
  formRoutes({
    "GET /api/quotes/quote-1": () => ({ body: draftQuote() }),
    "GET /api/tax/exchange-rate?from=EUR&to=SEK&date=2026-11-20": () => ({ body: { rate: null, rateDate: null } }),
    ...extra,
  });

describe("the quote form says quote, not invoice (issue #28)", () => {
  test("editing keeps the lines' units and the scenario; the hints and the tax placeholder name the quote", async () => {
    mockFetch(routes());
    renderWithUser(<QuoteEditorView quoteId="quote-1" />);

    expect(await screen.findByDisplayValue("Design")).toBeInTheDocument();
    expect(screen.getByLabelText("Quantity of item 1")).toHaveValue(7.5);
    expect(screen.getByLabelText("Unit of item 1")).toHaveValue("hour");
    expect(screen.getByPlaceholderText("Printed on the quote as the legal basis of its tax treatment")).toBeInTheDocument();
    expect(
      await screen.findByText(
        "No ECB rate is stored for this date yet: type the rate to state the VAT in SEK (Art. 230), or the quote goes out without it.",
      ),
    ).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/\binvoice\b(?! made)/i);
  });

  test("the problems alert is titled for the quote, and nothing is saved", async () => {
    const fetchMock = mockFetch(routes());
    const { user } = renderWithUser(<QuoteEditorView quoteId="quote-1" />);
    const explanation = await screen.findByPlaceholderText("Printed on the quote as the legal basis of its tax treatment");
    await user.clear(explanation);
    await waitFor(() => expect(screen.getByRole("button", { name: "Save Quote" })).toBeEnabled());
    await user.click(screen.getByRole("button", { name: "Save Quote" }));

    const alert = within(await screen.findByTestId("invoice-problems"));
    expect(alert.getByText("Please fix the following issues before saving the quote:")).toBeInTheDocument();
    expect(alert.getByText("Please provide a custom VAT explanation when using the custom scenario.")).toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === "PUT")).toHaveLength(0);
  });

  test("an incomplete profile is asked for in the words of quotes", async () => {
    mockFetch(routes());
    renderWithUser(<QuoteEditorView />, { ...SWEDISH_SUPPLIER, address: "" });
    expect(
      await screen.findByText("Your quotes print your name and address, so these details are needed before you can create one."),
    ).toBeInTheDocument();
  });
});
