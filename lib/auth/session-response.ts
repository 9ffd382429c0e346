import type { PasswordAccepted } from "./login-user";
import { clearedSessionCookies, isSecureRequest, serializeSessionCookie, serializeSessionHintCookie } from "./session-cookie";
import { clearedChallengeCookie, serializeChallengeCookie } from "./two-factor/challenge";

/** The session cookie and its readable hint (./session-hint.ts), as Set-Cookie values. */
export function sessionCookies(request: Request, sessionToken: string): string[] {
  const secure = isSecureRequest(request);
  return [serializeSessionCookie(sessionToken, secure), serializeSessionHintCookie(secure)];
}

/** A JSON answer that also starts the session (sessionCookies). */
export function withSessionCookie(request: Request, body: unknown, sessionToken: string, status = 200): Response {
  const response = Response.json(body, { status });
  for (const cookie of sessionCookies(request, sessionToken)) response.headers.append("Set-Cookie", cookie);
  return response;
}

/** A JSON answer that removes the session cookie, whichever name the browser holds, and the hint. */
export function withoutSessionCookie(body: unknown, status = 200): Response {
  const response = Response.json(body, { status });
  for (const cookie of clearedSessionCookies()) response.headers.append("Set-Cookie", cookie);
  return response;
}

/**
 * The answer of /api/login and /api/admin/login to a right password: the user with the session's
 * cookies, or, with two-factor sign-in on, 200 `{twoFactorRequired: true}` with no session and the
 * pending challenge's cookie (HttpOnly, 5 minutes) that POST /api/login/2fa completes.
 */
export function passwordAcceptedResponse(request: Request, accepted: PasswordAccepted): Response {
  if ("twoFactorRequired" in accepted) {
    const response = Response.json({ twoFactorRequired: true });
    response.headers.append("Set-Cookie", serializeChallengeCookie(accepted.challengeToken, isSecureRequest(request)));
    return response;
  }
  const response = withSessionCookie(request, accepted.user, accepted.sessionToken);
  return response;
}

/** A completed two-factor step: the session's cookies, and the challenge's cookie gone. */
export function twoFactorCompletedResponse(request: Request, body: unknown, sessionToken: string): Response {
  const response = withSessionCookie(request, body, sessionToken);
  response.headers.append("Set-Cookie", clearedChallengeCookie());
  return response;
}
