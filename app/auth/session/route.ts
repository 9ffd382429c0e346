import { resolveSession } from "@/lib/auth/session";
import { clearedSessionCookies, sessionTokenFromCookieHeader } from "@/lib/auth/session-cookie";
import { DASHBOARD_PAGE, SIGN_IN_PAGE } from "@/lib/auth/account-pages";
import { seeOther } from "@/lib/auth/forms/form-response";

export const dynamic = "force-dynamic";

// GET /auth/session - where the proxy sends a visitor of /auth who has a session cookie: a valid session goes to the dashboard (SPEC section 2), a stale cookie is removed and the form shows
export async function GET(request: Request): Promise<Response> {
  if (await resolveSession(sessionTokenFromCookieHeader(request.headers.get("cookie")))) return seeOther(request, DASHBOARD_PAGE);
  return seeOther(request, SIGN_IN_PAGE, clearedSessionCookies());
}
