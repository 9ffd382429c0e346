import { screen } from "@testing-library/react";
import { AdminSignInForm } from "@/components/admin/admin-sign-in-form";
import { ALEX, mockFetch, renderWithClient } from "../settings/settings-test-utils";

const refresh = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ refresh, push: jest.fn(), replace: jest.fn() }) }));

// Issue #24, item 12: an empty /admin form said "Email and password are required" twice.
describe("the admin sign-in form", () => {
  test("an empty form names each missing field once, under its field, and asks the server nothing", async () => {
    const fetchMock = mockFetch({});
    const { user } = renderWithClient(<AdminSignInForm />);
    await user.click(screen.getByRole("button", { name: "Admin Sign In" }));
    expect(await screen.findByText("Email is required")).toBeInTheDocument();
    expect(screen.getByText("Password is required")).toBeInTheDocument();
    expect(screen.queryByText("Email and password are required")).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  test("only the password missing: only its message", async () => {
    mockFetch({});
    const { user } = renderWithClient(<AdminSignInForm />);
    await user.type(screen.getByLabelText("Email"), "staff@example.com");
    await user.click(screen.getByRole("button", { name: "Admin Sign In" }));
    expect(await screen.findByText("Password is required")).toBeInTheDocument();
    expect(screen.queryByText("Email is required")).not.toBeInTheDocument();
  });

  test("a valid non-admin is told 'Invalid email or password' (kept: it tells nothing about the account)", async () => {
    mockFetch({ "POST /api/admin/login": () => ({ status: 401, body: { message: "Invalid email or password", code: "unauthorized" } }) });
    const { user } = renderWithClient(<AdminSignInForm />);
    await user.type(screen.getByLabelText("Email"), "user@example.com");
    await user.type(screen.getByLabelText("Password"), "a-good-password");
    await user.click(screen.getByRole("button", { name: "Admin Sign In" }));
    expect(await screen.findByText("Invalid email or password")).toBeInTheDocument();
    expect(refresh).not.toHaveBeenCalled();
  });

  test("a signed-in admin has the page's server part read again (it decides whether a second factor is still missing)", async () => {
    const admin = { ...ALEX, isAdmin: true };
    mockFetch({ "POST /api/admin/login": () => ({ body: admin }), "GET /api/user": () => ({ body: admin }) });
    const { user } = renderWithClient(<AdminSignInForm />);
    await user.type(screen.getByLabelText("Email"), "staff@example.com");
    await user.type(screen.getByLabelText("Password"), "a-good-password");
    await user.click(screen.getByRole("button", { name: "Admin Sign In" }));
    expect(await screen.findByText("Admin login successful")).toBeInTheDocument();
    expect(refresh).toHaveBeenCalledTimes(1);
  });
});
