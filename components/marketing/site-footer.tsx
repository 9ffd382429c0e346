import { LegalNotice } from "./legal-footer";
import { Logo } from "./logo";
import { SiteLink } from "./site-link";

const FOOTER_COLUMNS = [
  {
    title: "Product",
    links: [
      { href: "/pricing", label: "Pricing" },
      { href: "/demo", label: "Demo invoice" },
      { href: "/signup", label: "Get Started Free" },
    ],
  },
  {
    title: "Company",
    links: [
      { href: "/about", label: "About" },
      { href: "/contact", label: "Contact" },
      { href: "/support", label: "Support" },
    ],
  },
] as const;

const linkClass = "text-muted-foreground transition-colors hover:text-foreground";

/**
 * The footer of every public page (SPEC section 1). It names no company on purpose: the operator's
 * name is not to be printed, so the text refers to "InvoiceFlow's operator".
 */
export function SiteFooter() {
  return (
    <footer className="border-t bg-muted/40">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-[2fr_1fr_1fr]">
        <div className="space-y-3">
          <Logo />
          <p className="max-w-sm text-sm text-muted-foreground">
            Professional invoices with VAT and sales tax worked out for you, for freelancers and small businesses.
          </p>
        </div>
        {FOOTER_COLUMNS.map((column) => (
          <div key={column.title}>
            <h2 className="text-sm font-semibold">{column.title}</h2>
            <ul className="mt-3 space-y-2 text-sm">
              {column.links.map((link) => (
                <li key={link.href}>
                  <SiteLink href={link.href} className={linkClass}>
                    {link.label}
                  </SiteLink>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      <div className="border-t">
        <LegalNotice />
      </div>
    </footer>
  );
}
