import { screen, within } from "@testing-library/react";
import { DashboardView } from "@/components/dashboard/dashboard-view";
import type { PublicUser } from "@/lib/auth/public-user";
import { mockFetch, renderWithClient, testUser } from "../invoices/invoices-test-utils";

const COMPLETE = { address: "Storgatan 1", city: "Uppsala", postalCode: "753 20", country: "SE", email: "anna@example.com" };

function newUser(overrides: Partial<PublicUser> = {}): PublicUser {
  return { ...testUser(false), username: "Anna", createdAt: new Date().toISOString(), emailVerified: false, ...overrides } as PublicUser;
}

function renderDashboard(user: PublicUser, stats: { totalInvoices: number; totalCustomers: number }) {
  mockFetch({
    "GET /api/dashboard/stats": () => ({ body: { ...stats, remainingInvoices: 3 } }),
    "GET /api/invoices/recent": () => ({ body: [] }),
  });
  renderWithClient(<DashboardView />, { user });
}

// Issue #24, item 8: a new user's dashboard shows a short getting-started checklist that disappears when done.
describe("the getting-started checklist", () => {
  test("a brand-new user sees four steps, none done, each leading where it is done", async () => {
    renderDashboard(newUser(), { totalInvoices: 0, totalCustomers: 0 });
    const checklist = await screen.findByRole("region", { name: "Getting started" });
    const steps = within(checklist).getAllByRole("listitem");
    expect(steps.map((step) => step.textContent)).toEqual([
      "Complete the profile",
      "Confirm the e-mail address",
      "Add a customer",
      "Create the first invoice",
    ]);
    expect(within(checklist).getByRole("link", { name: "Complete the profile" })).toHaveAttribute("href", "/settings");
    expect(within(checklist).getByRole("link", { name: "Confirm the e-mail address" })).toHaveAttribute("href", "/settings");
    expect(within(checklist).getByRole("link", { name: "Add a customer" })).toHaveAttribute("href", "/customers?add=true");
    expect(within(checklist).getByRole("link", { name: "Create the first invoice" })).toHaveAttribute("href", "/create-invoice");
    expect(checklist).toHaveTextContent("0 of 4 done");
  });

  test("done steps are ticked and say so; the rest stay links", async () => {
    renderDashboard(newUser({ ...COMPLETE, emailVerified: true }), { totalInvoices: 0, totalCustomers: 1 });
    const checklist = await screen.findByRole("region", { name: "Getting started" });
    expect(checklist).toHaveTextContent("3 of 4 done");
    expect(within(checklist).queryByRole("link", { name: "Add a customer" })).not.toBeInTheDocument();
    expect(within(checklist).getByText("Add a customer").closest("li")).toHaveAttribute("data-done", "true");
    expect(within(checklist).getByRole("link", { name: "Create the first invoice" })).toBeInTheDocument();
  });

  test("disappears when every step is done", async () => {
    renderDashboard(newUser({ ...COMPLETE, emailVerified: true }), { totalInvoices: 1, totalCustomers: 1 });
    expect(await screen.findByRole("heading", { name: "No invoices yet" })).toBeInTheDocument();
    expect(await screen.findByText(/Free plan: 3 of 3/)).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Getting started" })).not.toBeInTheDocument();
  });
});
