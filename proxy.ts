import { NextResponse, type NextRequest } from "next/server";
import { isProtectedPath } from "@/lib/auth/protected-routes";
import { SESSION_COOKIE_NAMES } from "@/lib/auth/session-cookie";
import { contentSecurityPolicy, pageSecurityHeaders } from "@/lib/security/security-headers";

/**
 * Every page passes here, for two jobs only. An optimistic redirect: a visitor with no session
 * cookie never sees a protected page render (whether the cookie is valid is decided by the pages
 * and route handlers themselves). And the security headers: signed-in pages (which render per
 * request) get a fresh CSP nonce that Next puts on its scripts, and are never cached.
 */
export function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  const isSignedInPage = isProtectedPath(pathname) || pathname === "/admin" || pathname.startsWith("/admin/");
  if (isProtectedPath(pathname) && !SESSION_COOKIE_NAMES.some((name) => request.cookies.has(name))) {
    return withSecurityHeaders(NextResponse.redirect(new URL("/auth", request.url)), contentSecurityPolicy({}));
  }
  if (!isSignedInPage) return withSecurityHeaders(NextResponse.next(), contentSecurityPolicy({ isDev: isDev() }));

  const nonce = btoa(crypto.randomUUID());
  const policy = contentSecurityPolicy({ nonce, isDev: isDev() });
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set("x-nonce", nonce);
  requestHeaders.set("Content-Security-Policy", policy);
  const response = withSecurityHeaders(NextResponse.next({ request: { headers: requestHeaders } }), policy);
  response.headers.set("Cache-Control", "no-store");
  return response;
}

function withSecurityHeaders(response: NextResponse, policy: string): NextResponse {
  response.headers.set("Content-Security-Policy", policy);
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
