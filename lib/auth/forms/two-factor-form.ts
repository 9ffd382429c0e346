import "server-only";
import { AppError } from "@/lib/errors";
import { DASHBOARD_PAGE, SIGN_IN_PAGE, TWO_FACTOR_PAGE } from "../account-pages";
import { sessionCookies } from "../session-response";
import { clearedChallengeCookie } from "../two-factor/challenge";
import { completeTwoFactorSignIn } from "../two-factor/complete-two-factor";
import { formHandler } from "./form-handler";
import { backToForm, seeOther } from "./form-response";

/**
 * POST /auth/two-factor, the form of /two-factor: the code (or a recovery code) completes the
 * pending sign-in as POST /api/login/2fa does. A wrong code goes back to the code page; a missing
 * or expired sign-in goes back to /auth to start over.
 */
export const submitTwoFactorForm = formHandler(TWO_FACTOR_PAGE, async (request, fields) => {
  const code = (fields.get("code") ?? "").trim();
  if (!code || code.length > 40) return backToForm(request, TWO_FACTOR_PAGE, ["code_required"]);
  try {
    const { sessionToken } = await completeTwoFactorSignIn(request, code);
    return seeOther(request, DASHBOARD_PAGE, [...sessionCookies(request, sessionToken), clearedChallengeCookie()]);
  } catch (error) {
    if (error instanceof AppError && error.code === "two_factor_expired") return backToForm(request, SIGN_IN_PAGE, ["expired"]);
    if (error instanceof AppError && error.kind === "unauthorized") return backToForm(request, TWO_FACTOR_PAGE, ["code_invalid"]);
    throw error;
  }
});
