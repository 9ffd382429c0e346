import { render, screen, within } from "@testing-library/react";
import { AppShell } from "@/components/app-shell/app-shell";
import AdminRoute from "@/app/admin/page";
import { getSessionUser } from "@/lib/auth/server-session";
import { ALEX, mockFetch, renderWithClient } from "../settings/settings-test-utils";

jest.mock("next/navigation", () => ({ usePathname: () => "/dashboard", useRouter: () => ({ push: jest.fn(), replace: jest.fn() }) }));
jest.mock("@/lib/auth/server-session", () => ({ getSessionUser: jest.fn() }));
jest.mock("@/lib/auth/get-public-user", () => ({ getPublicUser: jest.fn() }));
jest.mock("@/lib/auth/two-factor/admin-requirement", () => ({ ADMIN_TWO_FACTOR_MESSAGE: "", adminLacksSecondFactor: jest.fn() }));

const NOTICE = "This service is provided by InvoiceFlow's operator. Invoices are generated automatically and used at your own risk.";

function expectLegalFooter() {
  const footer = within(screen.getByRole("contentinfo"));
  expect(footer.getByText(NOTICE)).toBeInTheDocument();
  expect(footer.getByRole("link", { name: "Privacy" })).toHaveAttribute("href", "/privacy");
  expect(footer.getByRole("link", { name: "Terms" })).toHaveAttribute("href", "/terms");
  expect(footer.getByRole("link", { name: "support@invoiceflow.example" })).toHaveAttribute("href", "mailto:support@invoiceflow.example");
}

// SPEC section 1: the footer notice and links on every page. Issue #24, item 12: the signed-in
// shell and /admin had none.
describe("the spec's footer", () => {
  test("on every page of the signed-in shell", () => {
    mockFetch({});
    renderWithClient(
      <AppShell initialUser={ALEX}>
        <p>Page</p>
      </AppShell>,
    );
    expectLegalFooter();
  });

  test("on /admin, its sign-in form included", async () => {
    jest.mocked(getSessionUser).mockResolvedValue(null);
    mockFetch({});
    render(await AdminRoute());
    expectLegalFooter();
  });
});
