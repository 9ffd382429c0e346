import { act, screen } from "@testing-library/react";
import { toast } from "sonner";
import { SignupForm } from "@/components/auth/signup-form";
import { mockFetch, renderWithClient } from "../settings/settings-test-utils";

jest.mock("next/navigation", () => ({ useRouter: () => ({ push: jest.fn() }) }));
afterEach(() => act(() => void toast.dismiss()));

// Issue #24: item 12 (password rules and required markers before the first failure) and item 8
// (a private signup is asked for the address its invoices need).
describe("/signup tells what it needs before anything fails", () => {
  test("the password rule is shown under the field and tied to it before any attempt", () => {
    mockFetch({});
    renderWithClient(<SignupForm />);
    const rule = screen.getByText("At least 6 characters.");
    expect(screen.getByLabelText("Password")).toHaveAccessibleDescription("At least 6 characters.");
    expect(rule).toBeVisible();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  test("required fields are marked (aria-required and a visible marker), optional ones are not", async () => {
    mockFetch({});
    const { user } = renderWithClient(<SignupForm />);
    expect(screen.getByText(/Fields marked/)).toHaveTextContent("Fields marked * are required.");
    for (const label of ["Email", "Password", "Full name", "Address", "City", "Postal code"]) {
      expect(screen.getByLabelText(label)).toHaveAttribute("aria-required", "true");
      expect(screen.getByText(label, { selector: "label" })).toHaveAttribute("data-required", "true");
    }
    await user.click(screen.getByRole("radio", { name: "Business" }));
    expect(screen.getByLabelText("Company name")).toHaveAttribute("aria-required", "true");
    expect(screen.getByLabelText("Organization number (optional)")).not.toHaveAttribute("aria-required");
  });

  test("a private person who leaves the address out is asked for it, and nothing is sent", async () => {
    const fetchMock = mockFetch({});
    const { user } = renderWithClient(<SignupForm />);
    await user.click(screen.getByRole("radio", { name: "Private person" }));
    await user.type(screen.getByLabelText("Email"), "new@example.com");
    await user.type(screen.getByLabelText("Password"), "quokka-ledger-47");
    await user.type(screen.getByLabelText("Full name"), "New Person");
    await user.click(screen.getByLabelText("I confirm that I am a human"));
    await user.click(screen.getByLabelText(/I agree to the/));
    await user.click(screen.getByRole("button", { name: "Create Account" }));
    expect(await screen.findByText("Address is required", { selector: "p[role=alert]" })).toBeInTheDocument();
    expect(screen.getByText("City is required", { selector: "p[role=alert]" })).toBeInTheDocument();
    expect(screen.getByText("Postal code is required", { selector: "p[role=alert]" })).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
