/** Where the public pages point; one list so the header, the mobile menu and the footer agree. */
export const MAIN_NAV_LINKS = [
  { href: "/", label: "Home" },
  { href: "/pricing", label: "Pricing" },
  { href: "/about", label: "About" },
  { href: "/contact", label: "Contact" },
] as const;

export const SUPPORT_EMAIL = "support@invoiceflow.example";
export const SUPPORT_MAILTO = `mailto:${SUPPORT_EMAIL}`;

export type NavLink = (typeof MAIN_NAV_LINKS)[number];
