import { render, screen, within } from "@testing-library/react";
import { AuthTabs } from "@/components/auth/auth-tabs";
import { SignInForm } from "@/components/auth/sign-in-form";

describe("/auth's sign-in form, plain HTML", () => {
  it("posts the e-mail and password to the sign-in route handler (not the proxy), with our messages instead of the browser's", () => {
    const { container } = render(<SignInForm form={{ email: "", errors: {} }} />);
    const form = container.querySelector("form");
    expect(form).toHaveAttribute("method", "post");
    expect(form).toHaveAttribute("action", "/auth/sign-in");
    expect(form).toHaveAttribute("novalidate");
    expect(screen.getByLabelText("Email")).toHaveAttribute("name", "email");
    expect(screen.getByLabelText("Password")).toHaveAttribute("name", "password");
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("shows a failed sign-in as the toast did, keeps the e-mail, and ties each message to its field", () => {
    render(
      <SignInForm
        form={{
          email: "ada@example.com",
          errors: { password: "Password must be at most 256 characters long" },
          failure: "Invalid email or password",
        }}
      />,
    );
    const failure = screen.getAllByRole("alert")[0]!;
    expect(within(failure).getByText("Login failed")).toBeInTheDocument();
    expect(within(failure).getByText("Invalid email or password")).toBeInTheDocument();
    expect(screen.getByLabelText("Email")).toHaveValue("ada@example.com");
    expect(screen.getByLabelText("Email")).not.toHaveAttribute("aria-invalid");
    const password = screen.getByLabelText("Password");
    expect(password).toHaveAttribute("aria-invalid", "true");
    expect(password).toHaveAccessibleDescription("Password must be at most 256 characters long");
  });
});

describe("/auth's tabs, as links", () => {
  const panels = { signin: <p>the form</p>, signup: <p>the signup link</p> };

  it.each([
    ["signin", "Sign In", "the form", "the signup link"],
    ["signup", "Sign Up", "the signup link", "the form"],
  ] as const)("with %s chosen, marks its tab and shows only its panel", (selected, tabName, shown, hidden) => {
    render(<AuthTabs selected={selected} panels={panels} />);
    expect(screen.getByRole("tab", { name: tabName })).toHaveAttribute("aria-selected", "true");
    expect(screen.getAllByRole("tab").filter((tab) => tab.getAttribute("aria-selected") === "true")).toHaveLength(1);
    expect(screen.getByRole("tabpanel", { name: tabName })).toHaveTextContent(shown);
    expect(screen.getByText(hidden).closest("[role=tabpanel]")).toHaveAttribute("hidden");
  });

  it("links each tab to the page with that panel open", () => {
    render(<AuthTabs selected="signin" panels={panels} />);
    expect(screen.getByRole("tab", { name: "Sign In" })).toHaveAttribute("href", "/auth");
    expect(screen.getByRole("tab", { name: "Sign Up" })).toHaveAttribute("href", "/auth?tab=signup");
  });
});
