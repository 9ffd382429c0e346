import { render, screen } from "@testing-library/react";
import EmailVerificationSuccessPage from "@/app/(auth)/email-verification-success/page";
import { getSessionUser } from "@/lib/auth/server-session";
import type { SessionUser } from "@/lib/auth/session";

jest.mock("@/lib/auth/server-session", () => ({ getSessionUser: jest.fn() }));
const sessionUser = jest.mocked(getSessionUser);

async function visit(status: string | undefined, signedIn: boolean) {
  sessionUser.mockResolvedValue(signedIn ? ({ id: "user-1" } as SessionUser) : null);
  render(await EmailVerificationSuccessPage({ searchParams: Promise.resolve(status ? { status } : {}) }));
}

// Issue #24, item 10: the page says what is true for the visitor who opens it.
describe("/email-verification-success", () => {
  test("right after signup (signed in): the account exists, the dashboard is one click away", async () => {
    await visit(undefined, true);
    expect(screen.getByText("Your account has been created")).toBeInTheDocument();
    expect(screen.getByText(/You are signed in/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go to your dashboard" })).toHaveAttribute("href", "/dashboard");
  });

  test.each([undefined, "verified", "invalid"])(
    "a signed-out visitor (status %s) is never told they are signed in, and is offered Sign in",
    async (status) => {
      await visit(status, false);
      expect(screen.queryByText(/signed in and ready/i)).not.toBeInTheDocument();
      expect(screen.queryByText(/You are signed in/)).not.toBeInTheDocument();
      expect(screen.getByRole("link", { name: "Sign in" })).toHaveAttribute("href", "/auth");
      expect(screen.queryByRole("link", { name: "Go to your dashboard" })).not.toBeInTheDocument();
    },
  );

  test("a signed-out visitor whose link worked reads that the address is confirmed and that signing in comes next", async () => {
    await visit("verified", false);
    expect(screen.getByText("Email verified")).toBeInTheDocument();
    expect(screen.getByText(/Sign in to continue/)).toBeInTheDocument();
  });

  test("a signed-in visitor whose link worked goes on to the dashboard", async () => {
    await visit("verified", true);
    expect(screen.getByText("Email verified")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go to your dashboard" })).toBeInTheDocument();
  });
});
