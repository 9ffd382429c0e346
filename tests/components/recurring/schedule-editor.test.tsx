import { act, screen, waitFor, within } from "@testing-library/react";
import { toast } from "sonner";
import { ScheduleEditorView } from "@/components/recurring/schedule-editor-view";
import type { ScheduleJson } from "@/lib/recurring/schedule-json";
import { sentBody } from "@/tests/support/mock-fetch";
import { choose, formRoutes, polyfillPointerApis, renderWithUser, UPPSALA_BYRA } from "../create-invoice/create-invoice-test-utils";
import { mockFetch } from "../invoices/invoices-test-utils";

const push = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ push }) }));
beforeAll(polyfillPointerApis);
afterEach(() => act(() => void toast.dismiss()));

/** A monthly retainer for Uppsala Byrå: 7.5 hours at 1 000 kr, 25 % VAT, due 14 days after each invoice. */
function schedule(overrides: Partial<ScheduleJson> = {}): ScheduleJson {
  return {
    id: "sched-1",
    customerId: UPPSALA_BYRA.id,
    customerName: UPPSALA_BYRA.name,
    supplyDate: null,
    currency: "SEK",
    language: "sv",
    template: "modern",
    supplyType: "services",
    vatScenario: "domestic_b2b",
    taxCalculationType: "automatic",
    userOverrideRate: null,
    customVatExplanation: null,
    notes: "Tack!",
    paymentInstructions: "Bankgiro 123-4567",
    exchangeRate: null,
    invoiceType: "us_worldwide",
    countryPreset: "global",
    paymentMethod: "bank_transfer",
    items: [{ description: "Support retainer", quantity: 7.5, unit: "hour", rate: "1000.00" }],
    amount: "7500.00",
    frequency: { every: 1, unit: "month" },
    dayOfMonth: "last",
    startDate: "2027-01-31",
    endDate: null,
    count: null,
    dueDays: 14,
    autoSend: false,
    status: "active",
    pausedReason: null,
    nextRunDate: "2027-02-28",
    generatedCount: 1,
    lastInvoiceId: "inv-1",
    notice: null,
    createdAt: "2027-01-02T10:00:00.000Z",
    ...overrides,
  } as ScheduleJson;
}

function routes(saved: (body: unknown) => void = () => {}) {
  return formRoutes({
    "GET /api/recurring-invoices/sched-1": () => ({ body: schedule() }),
    "PUT /api/recurring-invoices/sched-1": (init) => {
      saved(JSON.parse(String(init?.body)));
      return { body: schedule() };
    },
  });
}

describe("/recurring/{id}/edit", () => {
  test("opens with the schedule's customer, lines (7.5 hours), notes and timing, in the invoice form's line editor", async () => {
    mockFetch(routes());
    renderWithUser(<ScheduleEditorView scheduleId="sched-1" />);

    expect(await screen.findByDisplayValue("Support retainer")).toBeInTheDocument();
    expect(screen.getByLabelText("Quantity of item 1")).toHaveValue(7.5);
    expect(screen.getByLabelText("Unit of item 1")).toHaveValue("hour");
    expect(screen.getByLabelText("Price of item 1")).toHaveValue(1000);
    // The live amount: 7.5 × 1 000 kr.
    expect(screen.getByLabelText("Amount of item 1")).toHaveTextContent("7,500.00");
    expect(await screen.findByRole("combobox", { name: /Customer/ })).toHaveDisplayValue(UPPSALA_BYRA.name);
    // The stored scenario survives the customers' loading (it used to be cleared while they loaded).
    expect(screen.getByRole("combobox", { name: /VAT scenario/ })).toHaveDisplayValue("Domestic, business to business");
    expect(screen.getByRole("button", { name: "Save Recurring Invoice" })).toBeEnabled();
    expect(screen.getByLabelText("Notes")).toHaveValue("Tack!");
    expect(screen.getByLabelText("Repeat every")).toHaveValue(1);
    expect(screen.getByLabelText("Day of the month")).toHaveValue("last");
    expect(screen.getByLabelText("Payment due (days after each invoice date)")).toHaveValue(14);
  });

  test("saves changed lines, a new line with 3 decimals, the notes, the currency and the timing with PUT, keeping start and template", async () => {
    let saved: Record<string, unknown> | undefined;
    const fetchMock = mockFetch(routes((body) => (saved = body as Record<string, unknown>)));
    const { user } = renderWithUser(<ScheduleEditorView scheduleId="sched-1" />);

    const price = await screen.findByLabelText("Price of item 1");
    await user.clear(price);
    await user.type(price, "1100");
    await user.click(screen.getByRole("button", { name: "Add item" }));
    await user.type(screen.getByLabelText("Description of item 2"), "Travel");
    const quantity = screen.getByLabelText("Quantity of item 2");
    await user.clear(quantity);
    await user.type(quantity, "12.345");
    await user.selectOptions(screen.getByLabelText("Unit of item 2"), "km");
    await user.type(screen.getByLabelText("Price of item 2"), "2.50");
    await choose(user, "Currency", "EUR");
    const notes = screen.getByLabelText("Notes");
    await user.clear(notes);
    await user.type(notes, "Tack för förtroendet");
    await user.selectOptions(screen.getByLabelText("Day of the month"), "15");
    const dueDays = screen.getByLabelText("Payment due (days after each invoice date)");
    await user.clear(dueDays);
    await user.type(dueDays, "30");
    await user.click(screen.getByRole("button", { name: "Save Recurring Invoice" }));

    await waitFor(() => expect(saved).toBeDefined());
    expect(sentBody(fetchMock, "PUT /api/recurring-invoices/sched-1")).toEqual(saved);
    expect(saved).toMatchObject({
      customerId: UPPSALA_BYRA.id,
      currency: "EUR",
      language: "sv",
      template: "modern",
      notes: "Tack för förtroendet",
      paymentInstructions: "Bankgiro 123-4567",
      vatScenario: "domestic_b2b",
      frequency: { every: "1", unit: "month" },
      dayOfMonth: "15",
      startDate: "2027-01-31",
      endDate: null,
      count: null,
      dueDays: "30",
      autoSend: false,
    });
    expect(saved?.items).toEqual([
      expect.objectContaining({ description: "Support retainer", quantity: 7.5, unit: "hour", rate: "1100.00", amount: "8250.00" }),
      expect.objectContaining({ description: "Travel", quantity: 12.345, unit: "km", rate: "2.50", amount: "30.86" }),
    ]);
    expect(await screen.findByText("Recurring invoice saved")).toBeInTheDocument();
    expect(push).toHaveBeenCalledWith("/recurring");
  });

  test("a problem is listed in the alert, named for the recurring invoice, and nothing is saved", async () => {
    const fetchMock = mockFetch(routes());
    const { user } = renderWithUser(<ScheduleEditorView scheduleId="sched-1" />);
    const quantity = await screen.findByLabelText("Quantity of item 1");
    await user.clear(quantity);
    await user.type(quantity, "0.0005");
    await user.click(screen.getByRole("button", { name: "Save Recurring Invoice" }));

    const alert = within(await screen.findByTestId("invoice-problems"));
    expect(alert.getByText("Please fix the following issues before saving the recurring invoice:")).toBeInTheDocument();
    expect(alert.getByText("Quantity must be above 0 and at most 1,000,000, with at most 3 decimals")).toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === "PUT")).toHaveLength(0);
  });
});
