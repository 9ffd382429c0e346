import { clearedSessionCookies, isSecureRequest, serializeSessionCookie } from "./session-cookie";

/** A JSON answer that also sets the session cookie. */
export function withSessionCookie(request: Request, body: unknown, sessionToken: string, status = 200): Response {
  const response = Response.json(body, { status });
  response.headers.append("Set-Cookie", serializeSessionCookie(sessionToken, isSecureRequest(request)));
  return response;
}

/** A JSON answer that removes the session cookie, whichever name the browser holds. */
export function withoutSessionCookie(body: unknown, status = 200): Response {
  const response = Response.json(body, { status });
  for (const cookie of clearedSessionCookies()) response.headers.append("Set-Cookie", cookie);
  return response;
}
