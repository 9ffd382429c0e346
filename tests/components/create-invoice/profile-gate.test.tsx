import { act, screen, within } from "@testing-library/react";
import { toast } from "sonner";
import { CreateInvoiceView } from "@/components/invoices/create/create-invoice-view";
import { createQueryClient } from "@/lib/api-client/query-client";
import { calls, formRoutes, mockFetch, renderWithUser, SWEDISH_SUPPLIER } from "./create-invoice-test-utils";

jest.mock("next/navigation", () => ({ useRouter: () => ({ push: jest.fn() }) }));
afterEach(() => act(() => void toast.dismiss()));

describe("/create-invoice profile gate", () => {
  test("an incomplete profile shows 'Complete Your Profile First', the missing fields and a link to /settings", async () => {
    const fetchMock = mockFetch(formRoutes());
    renderWithUser(<CreateInvoiceView />, { ...SWEDISH_SUPPLIER, address: "", postalCode: " " });

    expect(await screen.findByRole("heading", { name: "Complete Your Profile First" })).toBeInTheDocument();
    const missing = screen.getByRole("list", { name: "Missing fields" });
    expect(
      within(missing)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["Address", "Postal code"]);
    expect(screen.getByRole("link", { name: "Complete Profile" })).toHaveAttribute("href", "/settings");
    // No form, and no invoice number claimed for a draft that can't be written.
    expect(screen.queryByRole("button", { name: "Create Invoice" })).not.toBeInTheDocument();
    expect(calls(fetchMock, "POST /api/invoices/reserve-number")).toHaveLength(0);
  });

  test("a complete profile shows the form and reserves one number for the draft", async () => {
    const fetchMock = mockFetch(formRoutes());
    renderWithUser(<CreateInvoiceView />);

    expect(await screen.findByRole("button", { name: "Create Invoice" })).toBeInTheDocument();
    expect(screen.queryByText("Complete Your Profile First")).not.toBeInTheDocument();
    expect(await screen.findByDisplayValue("INV-1004")).toBeInTheDocument();
    expect(calls(fetchMock, "POST /api/invoices/reserve-number")).toHaveLength(1);
  });

  test("the signed-in user the page was served with answers the check: no request before the form shows (issue #24)", async () => {
    const fetchMock = mockFetch(formRoutes());
    renderWithUser(<CreateInvoiceView />);
    await screen.findByRole("button", { name: "Create Invoice" });
    expect(calls(fetchMock, "GET /api/user/profile-validation")).toHaveLength(0);
  });

  test("a check already in the cache (after a settings save refetched it) wins over the user's copy", async () => {
    mockFetch(formRoutes());
    const queryClient = createQueryClient();
    queryClient.setQueryData(["/api/user/profile-validation"], { isValid: false, missingFields: ["city"], message: "" });
    renderWithUser(<CreateInvoiceView />, SWEDISH_SUPPLIER, queryClient);
    expect(await screen.findByRole("heading", { name: "Complete Your Profile First" })).toBeInTheDocument();
  });

  test("the check is cached for 5 minutes", async () => {
    mockFetch(formRoutes());
    const { queryClient } = renderWithUser(<CreateInvoiceView />);
    await screen.findByRole("button", { name: "Create Invoice" });
    const query = queryClient.getQueryCache().find({ queryKey: ["/api/user/profile-validation"] });
    expect(query?.observers[0]?.options.staleTime).toBe(5 * 60 * 1000);
  });
});
