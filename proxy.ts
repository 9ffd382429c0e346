import { NextResponse, type NextRequest } from "next/server";
import { isProtectedPath } from "@/lib/auth/protected-routes";
import { SESSION_COOKIE_NAMES } from "@/lib/auth/session-cookie";

/**
 * An optimistic redirect only: a visitor with no session cookie never sees a protected page render.
 * Whether the cookie is valid is decided by the pages and route handlers themselves.
 */
export function proxy(request: NextRequest) {
  if (!isProtectedPath(request.nextUrl.pathname)) return NextResponse.next();
  const hasSessionCookie = SESSION_COOKIE_NAMES.some((name) => request.cookies.has(name));
  if (hasSessionCookie) return NextResponse.next();
  return NextResponse.redirect(new URL("/auth", request.url));
}

export const config = {
  matcher: ["/dashboard/:path*", "/create-invoice/:path*", "/invoices/:path*", "/customers/:path*", "/settings/:path*", "/subscribe/:path*"],
};
