import { screen, waitFor } from "@testing-library/react";
import { AccountantCard } from "@/components/settings/accountant-card";
import { DATEV_DEFAULTS, SIE_DEFAULTS } from "@/lib/exports/account-plans";
import { callsTo, mockFetch, renderWithClient } from "../invoices/invoices-test-utils";

// Issue #29: the "For your accountant" card of Settings.

const SETTINGS = {
  datevChart: "SKR03",
  datevConsultantNumber: null,
  datevClientNumber: null,
  accounts: { sie: SIE_DEFAULTS, skr03: DATEV_DEFAULTS.SKR03, skr04: DATEV_DEFAULTS.SKR04 },
};

const saved: string[] = [];
beforeEach(() => {
  URL.createObjectURL = jest.fn(() => "blob:test");
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
});
afterEach(() => jest.restoreAllMocks());

describe("AccountantCard", () => {
  it("downloads the year's SIE file and the quarter's OSS return; a refusal is a toast with the server's words", async () => {
    const fetchMock = mockFetch({
      "GET /api/user/accounting": () => ({ body: SETTINGS }),
      "GET /api/exports/sie?year=2026": () => ({
        body: "#FLAGGA 0",
        headers: { "content-disposition": 'attachment; filename="invoiceflow-2026.si"' },
      }),
      "GET /api/tax/oss-return?quarter=2026-Q3&format=csv": () => ({
        status: 422,
        body: { message: "No exchange rate into EUR is known", code: "unprocessable" },
      }),
    });
    const { user } = renderWithClient(<AccountantCard now={new Date("2026-08-15T12:00:00Z")} />);
    await user.click(screen.getByRole("button", { name: "Download SIE 4 file" }));
    await waitFor(() => expect(saved).toContain("invoiceflow-2026.si"));
    expect(callsTo(fetchMock, "GET /api/exports/sie?year=2026")).toHaveLength(1);
    await user.click(screen.getByRole("button", { name: "Download OSS return Q3" }));
    expect(await screen.findByText("No exchange rate into EUR is known")).toBeInTheDocument();
  });

  it("another year and quarter change the addresses", async () => {
    const fetchMock = mockFetch({
      "GET /api/user/accounting": () => ({ body: SETTINGS }),
      "GET /api/tax/ec-sales-list?period=2025-Q1&format=csv": () => ({ body: "Customer VAT number" }),
    });
    const { user } = renderWithClient(<AccountantCard now={new Date("2026-08-15T12:00:00Z")} />);
    await user.selectOptions(screen.getByLabelText("Year"), "2025");
    await user.selectOptions(screen.getByLabelText("Quarter"), "Q1");
    await user.click(screen.getByRole("button", { name: "Download EC Sales List Q1" }));
    await waitFor(() => expect(callsTo(fetchMock, "GET /api/tax/ec-sales-list?period=2025-Q1&format=csv")).toHaveLength(1));
  });

  it("saves a changed BAS account and the DATEV chart", async () => {
    const fetchMock = mockFetch({
      "GET /api/user/accounting": () => ({ body: SETTINGS }),
      "PUT /api/user/accounting": (init) => ({ body: { ...SETTINGS, ...JSON.parse(String(init?.body)), accounts: SETTINGS.accounts } }),
    });
    const { user } = renderWithClient(<AccountantCard />);
    await user.selectOptions(await screen.findByLabelText("DATEV chart of accounts"), "SKR04");
    await user.click(screen.getByText("BAS accounts of the SIE file"));
    const receivables = screen.getByLabelText("Receivables");
    await user.clear(receivables);
    await user.type(receivables, "1511");
    await user.click(screen.getByRole("button", { name: "Save accounts" }));
    await waitFor(() => expect(callsTo(fetchMock, "PUT /api/user/accounting")).toHaveLength(1));
    const body = JSON.parse(String(callsTo(fetchMock, "PUT /api/user/accounting")[0]?.[1]?.body));
    expect(body).toMatchObject({ datevChart: "SKR04", accounts: { sie: { receivables: "1511" }, skr04: { taxed19: "4400" } } });
  });
});
