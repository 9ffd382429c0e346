import { NextResponse, type NextRequest } from "next/server";
import { isProtectedPath } from "@/lib/auth/protected-routes";
import { SESSION_COOKIE_NAMES } from "@/lib/auth/session-cookie";
import { contentSecurityPolicy, pageSecurityHeaders } from "@/lib/security/security-headers";
import { builtPages } from "@/lib/security/built-pages";
import { isPublicInvoicePath, PUBLIC_INVOICE_HEADERS } from "@/lib/invoices/public-invoice-path";
import { isPublicQuotePath } from "@/lib/quotes/public-quote-path";

/**
 * Every page passes here, and the proxy only sets headers and redirects (issue #26): it reads no
 * database and checks no password; every page and route handler checks the session for itself.
 * An optimistic redirect: a visitor with no session cookie never sees a protected page render, and
 * one who has a cookie and opens /auth is sent to /auth/session, which checks it (dashboard, or the
 * stale cookie removed and back to the form). The security headers: a prerendered page (the 404
 * page for a path no route serves) gets a policy that names its inline scripts by hash; every other
 * page renders per request and gets a fresh nonce that Next puts on its scripts; signed-in pages are
 * never cached. A public invoice link (/i/{token}) is also kept out of search engines, caches and
 * Referer headers (PUBLIC_INVOICE_HEADERS).
 */
export function proxy(request: NextRequest): NextResponse {
  const { pathname } = request.nextUrl;
  if (pathname === "/auth" && request.method === "GET" && SESSION_COOKIE_NAMES.some((name) => request.cookies.has(name))) {
    return withSecurityHeaders(
      NextResponse.redirect(new URL("/auth/session", request.url)),
      contentSecurityPolicy({ scriptHashes: [] }),
      false,
    );
  }
  const response = securedResponse(request);
  // A quote's link (/q/{token}, issue #28) is as private as an invoice's.
  if (isPublicInvoicePath(pathname) || isPublicQuotePath(pathname)) {
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
  if (!built && !isSignedInPage)
    return withSecurityHeaders(
      NextResponse.next(),
      contentSecurityPolicy({ isDev: isDev(), checkout: isPublicInvoicePath(pathname) }),
      false,
    );

  const nonce = btoa(crypto.randomUUID());
  const policy = contentSecurityPolicy({
    nonce,
    // Links to /subscribe load the whole page (components/billing/subscribe-link.tsx), so this policy is the one in force there.
    stripe: pathname === "/subscribe",
    checkout: isPublicInvoicePath(pathname),
    isDev: isDev(),
  });
  return withSecurityHeaders(forwarded(request, { "x-nonce": nonce, "Content-Security-Policy": policy }), policy, isSignedInPage);
}

/** Passes the request on with these headers set (the nonce for the page's scripts). */
function forwarded(request: NextRequest, headers: Record<string, string>): NextResponse {
  const requestHeaders = new Headers(request.headers);
  for (const [name, value] of Object.entries(headers)) requestHeaders.set(name, value);
  return NextResponse.next({ request: { headers: requestHeaders } });
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
  // Pages only: API answers get their headers in lib/http/route.ts, static files need none.
  matcher: ["/((?!api/|_next/static|_next/image|favicon\\.ico|.*\\.(?:png|jpg|jpeg|svg|ico|woff2?|pdf|txt|xml)$).*)"],
};
