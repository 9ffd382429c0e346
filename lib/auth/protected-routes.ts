/** Pages of the signed-in shell (SPEC section 2); a visitor without a session goes to /auth. */
export const PROTECTED_PATHS = ["/dashboard", "/create-invoice", "/invoices", "/quotes", "/customers", "/settings", "/subscribe"] as const;

export function isProtectedPath(pathname: string): boolean {
  return PROTECTED_PATHS.some((path) => pathname === path || pathname.startsWith(`${path}/`));
}
