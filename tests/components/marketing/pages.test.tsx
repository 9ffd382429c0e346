import { render, screen, within } from "@testing-library/react";
import PricingPage from "@/pages/pricing";
import PrivacyPage from "@/app/(marketing)/privacy/page";
import ContactPage from "@/app/(marketing)/contact/page";
import HomePage from "@/pages/index";
import NotFound from "@/app/not-found";
import { AuthMarketingPanel } from "@/components/auth/auth-marketing-panel";
import { QueryClientProvider } from "@tanstack/react-query";
import { createQueryClient } from "@/lib/api-client/query-client";

describe("public pages", () => {
  test("404: the public header with its navigation and the footer around the message (issue #15)", () => {
    global.fetch = jest.fn() as typeof fetch;
    render(
      <QueryClientProvider client={createQueryClient()}>
        <NotFound />
      </QueryClientProvider>,
    );

    expect(screen.getByRole("heading", { level: 1, name: "404 Page Not Found" })).toBeInTheDocument();
    expect(screen.getByRole("banner")).toContainElement(screen.getByRole("navigation", { name: "Main" }));
    expect(within(screen.getByRole("navigation", { name: "Main" })).getByRole("link", { name: "Pricing" })).toHaveAttribute(
      "href",
      "/pricing",
    );
    expect(screen.getAllByRole("link", { name: "Sign In" })[0]).toHaveAttribute("href", "/auth");
    expect(screen.getByRole("contentinfo")).toHaveTextContent("used at your own risk");
    expect(screen.getByRole("link", { name: "Back to the home page" })).toHaveAttribute("href", "/");
  });

  test("/auth's marketing panel keeps its secondary text at 90 % (5.1:1); 80 % was 4.35:1 (issue #15)", () => {
    const { container } = render(<AuthMarketingPanel />);
    expect(screen.getByText("Bill in USD, EUR, SEK.")).toHaveClass("text-primary-foreground/90");
    expect(container.querySelector('[class*="text-primary-foreground/8"], [class*="text-primary-foreground/7"]')).toBeNull();
  });

  test("home: hero CTAs, six feature cards, Free and Pro plans, three testimonials", () => {
    render(<HomePage isSignedIn={false} nonce="" />);

    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(/automatic VAT & sales tax/);
    expect(screen.getAllByRole("link", { name: "Get Started Free" })[0]).toHaveAttribute("href", "/signup");
    expect(screen.getByRole("link", { name: "View Demo" })).toHaveAttribute("href", "/demo");
    const features = [
      "Professional PDFs",
      "Automatic VAT & sales tax",
      "Customer management",
      "E-mail sending",
      "Multi-currency",
      "Dashboard",
    ];
    for (const feature of features) expect(screen.getByRole("heading", { level: 3, name: feature })).toBeInTheDocument();
    expect(screen.getByRole("list", { name: "Free plan features" })).toHaveTextContent("3 invoices per month");
    expect(screen.getByRole("list", { name: "Pro plan features" })).toHaveTextContent("Premium templates: Modern, Minimal, Corporate");
    expect(screen.getAllByRole("blockquote")).toHaveLength(3);
  });

  test("pricing links to /demo (never the missing /demo-invoice) and says cancelling keeps Pro to the period end", () => {
    const { container } = render(<PricingPage isSignedIn={false} nonce="" />);

    expect(container.querySelector('a[href="/demo-invoice"]')).toBeNull();
    expect(screen.getByRole("link", { name: "Look at a sample invoice" })).toHaveAttribute("href", "/demo");
    expect(screen.getByText(/keep Pro until the end of the billing period/)).toHaveTextContent("returns to the Free plan");
    expect(screen.getByRole("table")).toHaveTextContent("Watermark-free");
  });

  test("privacy states the retention periods and the GDPR answer time", () => {
    render(<PrivacyPage />);
    const text = document.body.textContent ?? "";

    expect(text).toMatch(/Invoice data is kept for 7 years/);
    expect(text).toMatch(/Technical logs are kept for up to 90 days/);
    expect(text).toMatch(/delete your account, its data is removed within 30 days/);
    expect(text).toMatch(/answer GDPR requests within 30 days/);
    // Issue #25: what closing an account keeps, for how long, and that the address is free again.
    expect(text).toMatch(/7 years after the end of the year each invoice was issued in/);
    expect(text).toMatch(/free to sign up again as a new, empty account/);
    expect(text).toMatch(/stay read-only, seen by no one, until their retention period ends/);
  });

  test("contact shows the support address and the 9-hour average response time, and no form", () => {
    const { container } = render(<ContactPage />);

    expect(screen.getByRole("link", { name: "support@invoiceflow.example" })).toHaveAttribute("href", "mailto:support@invoiceflow.example");
    expect(screen.getByText(/average response time of about 9 hours/i)).toBeInTheDocument();
    expect(container.querySelector("form")).toBeNull();
  });
});
