import { act, screen } from "@testing-library/react";
import { toast } from "sonner";
import { CreateInvoiceView } from "@/components/invoices/create/create-invoice-view";
import { formRoutes, mockFetch, renderWithUser, SWEDISH_SUPPLIER } from "./create-invoice-test-utils";

jest.mock("next/navigation", () => ({ useRouter: () => ({ push: jest.fn() }) }));
afterEach(() => act(() => void toast.dismiss()));

const stats = (remainingInvoices: number | null) => () => ({ body: { totalInvoices: 3, totalCustomers: 2, remainingInvoices } });

// Issue #24, item 4: the Free limit showed only after the whole form was filled in.
describe("/create-invoice and the Free plan's monthly limit", () => {
  test("with no invoices left this month, the top of the page says so with the upgrade path, before anything is typed", async () => {
    mockFetch(formRoutes({ "GET /api/dashboard/stats": stats(0) }));
    renderWithUser(<CreateInvoiceView />);
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("You have used all 3 invoices of the Free plan this month.");
    expect(alert).toHaveTextContent(/renews on/);
    expect(screen.getByRole("link", { name: "Upgrade to Pro" })).toHaveAttribute("href", "/settings?upgrade=true");
    // It sits above the form: the first thing after the heading.
    const heading = screen.getByRole("heading", { name: "Create Invoice" });
    expect(heading.compareDocumentPosition(alert) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const form = await screen.findByRole("button", { name: "Create Invoice" });
    expect(alert.compareDocumentPosition(form) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  test("with invoices left, a quiet line says how many", async () => {
    mockFetch(formRoutes({ "GET /api/dashboard/stats": stats(2) }));
    renderWithUser(<CreateInvoiceView />);
    expect(await screen.findByText(/Free plan: 2 of 3 invoices remaining this month/)).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  test("a Pro user sees no limit and the stats are not asked for it", async () => {
    const fetchMock = mockFetch(formRoutes({ "GET /api/dashboard/stats": stats(null) }));
    renderWithUser(<CreateInvoiceView />, { ...SWEDISH_SUPPLIER, isPro: true });
    await screen.findByRole("button", { name: "Create Invoice" });
    expect(screen.queryByText(/Free plan/)).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url) === "/api/dashboard/stats")).toBe(false);
  });
});
