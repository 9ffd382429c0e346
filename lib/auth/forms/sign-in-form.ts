import "server-only";
import { hasControlCharacter } from "@/lib/http/control-characters";
import { DASHBOARD_PAGE, SIGN_IN_PAGE, TWO_FACTOR_PAGE } from "../account-pages";
import { PASSWORD_MAX_LENGTH } from "../schemas";
import { resolveSession } from "../session";
import { sessionTokenFromCookieHeader } from "../session-cookie";
import { sessionCookies } from "../session-response";
import { isSecureRequest } from "../session-cookie";
import { signInWithPassword } from "../sign-in-with-password";
import { serializeChallengeCookie } from "../two-factor/challenge";
import { formHandler } from "./form-handler";
import { backToForm, seeOther } from "./form-response";
import type { FormOutcomeCode } from "./form-outcomes";

/**
 * POST /auth/sign-in, the form of /auth (a page without JavaScript): exactly the checks, limits
 * and password check of POST /api/login (signInWithPassword), answered with 303s: to the dashboard
 * with the session's cookies, to the two-factor page with the pending cookie, or back to /auth with
 * the reason as an opaque code. A visitor who already has a valid session goes to the dashboard.
 */
export const submitSignInForm = formHandler(
  SIGN_IN_PAGE,
  async (request, fields) => {
    if (await resolveSession(sessionTokenFromCookieHeader(request.headers.get("cookie")))) return seeOther(request, DASHBOARD_PAGE);
    const email = (fields.get("email") ?? "").trim().toLowerCase();
    const password = fields.get("password") ?? "";
    const codes = fieldCodes(email, password);
    if (codes.length > 0) return backToForm(request, SIGN_IN_PAGE, codes, { email: hasControlCharacter(email) ? "" : email });
    const accepted = await signInWithPassword(request, { email, password });
    if ("twoFactorRequired" in accepted) {
      return seeOther(request, TWO_FACTOR_PAGE, [serializeChallengeCookie(accepted.challengeToken, isSecureRequest(request))]);
    }
    return seeOther(request, DASHBOARD_PAGE, sessionCookies(request, accepted.sessionToken));
  },
  { emailField: "email" },
);

/** The login schema's rules as codes, one per field at most. */
function fieldCodes(email: string, password: string): FormOutcomeCode[] {
  const codes: FormOutcomeCode[] = [];
  if (hasControlCharacter(email)) codes.push("email_control");
  else if (!email) codes.push("email_required");
  if (hasControlCharacter(password)) codes.push("password_control");
  else if (!password) codes.push("password_required");
  else if (password.length > PASSWORD_MAX_LENGTH) codes.push("password_too_long");
  return codes;
}
