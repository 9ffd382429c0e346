/**
 * The session hint: a cookie beside the HttpOnly session cookie that scripts may read. It holds
 * "1" and says only "this browser signed in and has not signed out": it grants nothing, and every
 * request is still decided by the session cookie on the server. The public pages are prerendered
 * signed-out; their header asks GET /api/user for the signed-in state only when the hint is
 * there, so a visitor without a session makes no request and gets no 401 in the console (issue
 * #15). Set and cleared with the session cookie (login, register, admin login; logout, account
 * deletion); a hint left over from a session that ended elsewhere costs one 401, after which the
 * browser drops it (lib/api-client/fetch-current-user.ts).
 */
export const SESSION_HINT_COOKIE = "invoiceflow-signed-in";

/** Whether a Cookie header (or `document.cookie`) carries the hint. */
export function hasSessionHint(cookies: string | null | undefined): boolean {
  if (!cookies) return false;
  return cookies.split(";").some((pair) => pair.trim().startsWith(`${SESSION_HINT_COOKIE}=1`));
}
