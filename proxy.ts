import { NextResponse, type NextRequest } from "next/server";
import { isProtectedPath } from "@/lib/auth/protected-routes";
import { SESSION_COOKIE_NAMES } from "@/lib/auth/session-cookie";
import { contentSecurityPolicy, pageSecurityHeaders } from "@/lib/security/security-headers";
import { builtPages } from "@/lib/security/built-pages";
import { isPublicInvoicePath, PUBLIC_INVOICE_HEADERS } from "@/lib/invoices/public-invoice-path";

/**
 * Every page passes here, for two jobs only. An optimistic redirect: a visitor with no session
 * cookie never sees a protected page render (whether the cookie is valid is decided by the pages
 * and route handlers themselves). And the security headers: a prerendered page (the 404 page for a
 * path no route serves) gets a policy that names its inline scripts by hash; every other page
 * renders per request and gets a fresh nonce that Next puts on its scripts; signed-in pages are
 * never cached. A public invoice link (/i/{token}) is also kept out of search engines, caches and
 * Referer headers (PUBLIC_INVOICE_HEADERS).
 */
export function proxy(request: NextRequest) {
  const response = securedResponse(request);
  if (isPublicInvoicePath(request.nextUrl.pathname)) {
    for (const [name, value] of Object.entries(PUBLIC_INVOICE_HEADERS)) response.headers.set(name, value);
  }
  return response;
}

function securedResponse(request: NextRequest): NextResponse {
  const { pathname } = request.nextUrl;
  const isSignedInPage = isProtectedPath(pathname) || pathname === "/admin" || pathname.startsWith("/admin/");
  if (isProtectedPath(pathname) && !SESSION_COOKIE_NAMES.some((name) => request.cookies.has(name))) {
    return withSecurityHeaders(NextResponse.redirect(new URL("/auth", request.url)), contentSecurityPolicy({ scriptHashes: [] }), false);
  }
  const built = process.env.NODE_ENV === "production" ? builtPages() : null;
  const scriptHashes = built?.scriptHashesFor(pathname);
  if (scriptHashes) return withSecurityHeaders(NextResponse.next(), contentSecurityPolicy({ scriptHashes }), isSignedInPage);
  // `next dev` prerenders nothing: its public pages keep a policy without a nonce, as in production.
  if (!built && !isSignedInPage) return withSecurityHeaders(NextResponse.next(), contentSecurityPolicy({ isDev: isDev() }), false);

  const nonce = btoa(crypto.randomUUID());
  const policy = contentSecurityPolicy({
    nonce,
    // Links to /subscribe load the whole page (components/billing/subscribe-link.tsx), so this policy is the one in force there.
    stripe: pathname === "/subscribe",
    isDev: isDev(),
  });
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set("x-nonce", nonce);
  requestHeaders.set("Content-Security-Policy", policy);
  return withSecurityHeaders(NextResponse.next({ request: { headers: requestHeaders } }), policy, isSignedInPage);
}

function withSecurityHeaders(response: NextResponse, policy: string, isSignedInPage: boolean): NextResponse {
  response.headers.set("Content-Security-Policy", policy);
  if (isSignedInPage) response.headers.set("Cache-Control", "no-store");
  for (const [name, value] of Object.entries(pageSecurityHeaders())) response.headers.set(name, value);
  return response;
}

function isDev(): boolean {
  return process.env.NODE_ENV === "development";
}

export const config = {
  // Pages only: API answers get their headers in lib/api/route.ts, static files need none.
  matcher: ["/((?!api/|_next/static|_next/image|favicon\\.ico|.*\\.(?:png|jpg|jpeg|svg|ico|woff2?|pdf|txt|xml)$).*)"],
};
