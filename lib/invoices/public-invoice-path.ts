/**
 * Where an invoice's public page lives: /i/{token}, and /i/{token}/pdf for its PDF. A pure module,
 * so the proxy (which gives these answers their privacy headers) can use it without server-only.
 */
export const PUBLIC_INVOICE_PATH = "/i";

/** /i/{anything}: the public invoice page and its PDF, whatever the token (a wrong one is a 404 page). */
export function isPublicInvoicePath(pathname: string): boolean {
  return pathname.startsWith(`${PUBLIC_INVOICE_PATH}/`);
}

/**
 * The answers of /i/… (page, PDF, and their 404s) are one customer's invoice behind a secret URL:
 * - no search engine may list them, should a link ever be posted somewhere public;
 * - the URL is the key, so it must not leave in a Referer when the customer follows a link on the
 *   page (the supplier's website) — hence no-referrer, not the site's strict-origin-when-cross-origin;
 * - no cache may keep a copy: replacing the link must end access, and the status changes.
 */
export const PUBLIC_INVOICE_HEADERS = {
  "X-Robots-Tag": "noindex, nofollow",
  "Referrer-Policy": "no-referrer",
  "Cache-Control": "private, no-store",
} as const;
