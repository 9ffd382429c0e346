import { render, screen } from "@testing-library/react";
import PricingPage from "@/app/(marketing)/pricing/page";
import PrivacyPage from "@/app/(marketing)/privacy/page";
import ContactPage from "@/app/(marketing)/contact/page";
import HomePage from "@/app/(marketing)/page";

describe("public pages", () => {
  test("home: hero CTAs, six feature cards, Free and Pro plans, three testimonials", () => {
    render(<HomePage />);

    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(/automatic VAT & sales tax/);
    expect(screen.getAllByRole("link", { name: "Get Started Free" })[0]).toHaveAttribute("href", "/signup");
    expect(screen.getByRole("link", { name: "View Demo" })).toHaveAttribute("href", "/demo");
    const features = ["Professional PDFs", "Automatic VAT & sales tax", "Customer management", "E-mail sending", "Multi-currency", "Dashboard"];
    for (const feature of features) expect(screen.getByRole("heading", { level: 3, name: feature })).toBeInTheDocument();
    expect(screen.getByRole("list", { name: "Free plan features" })).toHaveTextContent("3 invoices per month");
    expect(screen.getByRole("list", { name: "Pro plan features" })).toHaveTextContent("Premium templates: Modern, Minimal, Corporate");
    expect(screen.getAllByRole("blockquote")).toHaveLength(3);
  });

  test("pricing links to /demo (never the missing /demo-invoice) and says cancelling keeps Pro to the period end", () => {
    const { container } = render(<PricingPage />);

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
  });

  test("contact shows the support address and the 9-hour average response time, and no form", () => {
    const { container } = render(<ContactPage />);

    expect(screen.getByRole("link", { name: "support@invoiceflow.example" })).toHaveAttribute("href", "mailto:support@invoiceflow.example");
    expect(screen.getByText(/average response time of about 9 hours/i)).toBeInTheDocument();
    expect(container.querySelector("form")).toBeNull();
  });
});
