import { clearedSessionCookies, isSecureRequest, serializeSessionCookie, serializeSessionHintCookie } from "./session-cookie";

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
