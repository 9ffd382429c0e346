import { NextResponse, type NextRequest } from "next/server";
import { isProtectedPath } from "@/lib/auth/protected-routes";
import { SESSION_COOKIE_NAMES } from "@/lib/auth/session-cookie";
import { contentSecurityPolicy, pageSecurityHeaders } from "@/lib/security/security-headers";
import { builtPages } from "@/lib/security/built-pages";
import { isPublicInvoicePath, PUBLIC_INVOICE_HEADERS } from "@/lib/invoices/public-invoice-path";
import { isPublicQuotePath } from "@/lib/quotes/public-quote-path";
import { signInPageStep } from "@/lib/auth/sign-in-page";
import { encodeSignInFormResult, SIGN_IN_FORM_HEADER } from "@/lib/auth/sign-in-form-state";

/**
 * Every page passes here. An optimistic redirect: a visitor with no session cookie never sees a
 * protected page render (whether the cookie is valid is decided by the pages and route handlers
 * themselves). The security headers: a prerendered page (the 404 page for a path no route serves)
 * gets a policy that names its inline scripts by hash; every other page renders per request and
 * gets a fresh nonce that Next puts on its scripts; signed-in pages are never cached. A public
 * invoice link (/i/{token}) is also kept out of search engines, caches and Referer headers
 * (PUBLIC_INVOICE_HEADERS). And the server side of /auth, whose page cannot run it (signInPage).
 */
export function proxy(request: NextRequest): NextResponse | Promise<NextResponse> {
  if (request.nextUrl.pathname === "/auth") return signInPage(request);
  const response = securedResponse(request);
  // A quote's link (/q/{token}, issue #28) is as private as an invoice's.
  if (isPublicInvoicePath(request.nextUrl.pathname) || isPublicQuotePath(request.nextUrl.pathname)) {
    for (const [name, value] of Object.entries(PUBLIC_INVOICE_HEADERS)) response.headers.set(name, value);
  }
  return response;
}

/**
 * /auth (pages/auth.tsx, a page without JavaScript whose form posts to itself): a valid session, or
 * a sign-in that just succeeded, goes to the dashboard with 303 (a POST must not be repeated
 * there); otherwise the page renders, told the posted form's result in a request header that only
 * this function sets (lib/auth/sign-in-page.ts).
 */
async function signInPage(request: NextRequest): Promise<NextResponse> {
  const step = await signInPageStep(request);
  if (step.toDashboard) {
    const response = NextResponse.redirect(new URL("/dashboard", request.url), 303);
    for (const cookie of step.setCookies) response.headers.append("Set-Cookie", cookie);
    return withSecurityHeaders(response, contentSecurityPolicy({ scriptHashes: [] }), false);
  }
  return securedResponse(request, step.result ? { [SIGN_IN_FORM_HEADER]: encodeSignInFormResult(step.result) } : {});
}

function securedResponse(request: NextRequest, pageHeaders: Record<string, string> = {}): NextResponse {
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
      forwarded(request, pageHeaders),
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
  return withSecurityHeaders(
    forwarded(request, { ...pageHeaders, "x-nonce": nonce, "Content-Security-Policy": policy }),
    policy,
    isSignedInPage,
  );
}

/** Passes the request on with these headers set, and never with a sign-in result a client made up. */
function forwarded(request: NextRequest, headers: Record<string, string>): NextResponse {
  const requestHeaders = new Headers(request.headers);
  requestHeaders.delete(SIGN_IN_FORM_HEADER);
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
