import { screen } from "@testing-library/react";
import { AdminPage } from "@/components/admin/admin-page";
import type { PublicUser } from "@/lib/auth/public-user";
import { ALEX, mockFetch, renderWithClient } from "../settings/settings-test-utils";

const MESSAGE = "Turn on two-factor sign-in in Settings → Security to use the admin center.";

function admin(): PublicUser {
  return { ...ALEX, email: "staff@invoiceflow.example", isAdmin: true };
}

test("an admin who lacks two-factor sign-in where it is required is shown the way to Security, not tabs that all answer 403", async () => {
  const fetchMock = mockFetch({ "GET /api/user": () => ({ body: admin() }) });
  renderWithClient(<AdminPage initialUser={admin()} secondFactorNotice={MESSAGE} />);
  expect(await screen.findByText(MESSAGE)).toBeInTheDocument();
  expect(screen.getByRole("link", { name: "Open Settings → Security" })).toHaveAttribute("href", "/settings#security");
  expect(screen.queryByRole("tab")).not.toBeInTheDocument();
  expect(fetchMock.mock.calls.some(([input]) => String(input).startsWith("/api/admin/"))).toBe(false);
});

test("without the notice an admin gets the control center's tabs", async () => {
  mockFetch({ "GET /api/user": () => ({ body: admin() }) });
  renderWithClient(<AdminPage initialUser={admin()} secondFactorNotice={null} />);
  expect((await screen.findAllByRole("tab")).length).toBeGreaterThan(1);
  expect(screen.queryByText(MESSAGE)).not.toBeInTheDocument();
});
