import { act, screen } from "@testing-library/react";
import { toast } from "sonner";
import { SignupForm } from "@/components/auth/signup-form";
import { mockFetch, renderWithClient } from "../settings/settings-test-utils";

const push = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ push }) }));
afterEach(() => act(() => void toast.dismiss()));

const TOO_COMMON = "This password is too common. Please choose a less predictable one.";

describe("SignupForm", () => {
  test("finding 10: the server's common-password refusal appears under the password field, which gets the focus", async () => {
    mockFetch({ "POST /api/register": () => ({ status: 400, body: { message: TOO_COMMON, errors: [TOO_COMMON], fields: ["password"] } }) });
    const { user } = renderWithClient(<SignupForm />);
    await user.type(screen.getByLabelText("Email"), "new@example.com");
    await user.type(screen.getByLabelText("Password"), "123456");
    await user.type(screen.getByLabelText("Full name"), "New Person");
    await user.type(screen.getByLabelText("Address"), "55 Market Street");
    await user.type(screen.getByLabelText("City"), "San Francisco");
    await user.type(screen.getByLabelText("Postal code"), "94105");
    await user.click(screen.getByLabelText("I confirm that I am a human"));
    await user.click(screen.getByLabelText(/I agree to the/));
    await user.click(screen.getByRole("button", { name: "Create Account" }));

    const password = screen.getByLabelText("Password");
    expect(await screen.findByText(TOO_COMMON, { selector: "p[role=alert]" })).toBeInTheDocument();
    expect(password).toHaveAttribute("aria-invalid", "true");
    expect(password).toHaveFocus();
    expect(push).not.toHaveBeenCalled();
  });
});
