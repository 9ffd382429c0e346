/** Where the public pages point; one list so the header, the mobile menu and the footer agree. */
export const MAIN_NAV_LINKS = [
  { href: "/", label: "Home" },
  { href: "/pricing", label: "Pricing" },
  { href: "/about", label: "About" },
  { href: "/contact", label: "Contact" },
] as const;

export const SUPPORT_EMAIL = "support@invoiceflow.example";

/** The site's description for search engines: the root layout's default, and the home page's. */
export const SITE_DESCRIPTION =
  "Create professional invoices with VAT and sales tax worked out across countries, download them as PDF and e-mail them.";
export const SUPPORT_MAILTO = `mailto:${SUPPORT_EMAIL}`;

export type NavLink = (typeof MAIN_NAV_LINKS)[number];
