import { clearedSessionCookies, isSecureRequest, serializeSessionCookie, serializeSessionHintCookie } from "./session-cookie";

/** A JSON answer that also sets the session cookie and its readable hint (./session-hint.ts). */
export function withSessionCookie(request: Request, body: unknown, sessionToken: string, status = 200): Response {
  const response = Response.json(body, { status });
  const secure = isSecureRequest(request);
  response.headers.append("Set-Cookie", serializeSessionCookie(sessionToken, secure));
  response.headers.append("Set-Cookie", serializeSessionHintCookie(secure));
  return response;
}

/** A JSON answer that removes the session cookie, whichever name the browser holds, and the hint. */
export function withoutSessionCookie(body: unknown, status = 200): Response {
  const response = Response.json(body, { status });
  for (const cookie of clearedSessionCookies()) response.headers.append("Set-Cookie", cookie);
  return response;
}
