import "server-only";
import { AppError } from "@/lib/errors";
import { hasControlCharacter } from "@/lib/http/control-characters";
import { DASHBOARD_PAGE, FORGOT_PASSWORD_PAGE, RESET_PASSWORD_PAGE, TWO_FACTOR_PAGE } from "../account-pages";
import { confirmPasswordReset } from "../password-reset/confirm-password-reset";
import { requestPasswordReset } from "../password-reset/request-password-reset";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "../schemas";
import { isSecureRequest } from "../session-cookie";
import { sessionCookies } from "../session-response";
import { serializeChallengeCookie } from "../two-factor/challenge";
import { formHandler } from "./form-handler";
import { backToForm, seeOther } from "./form-response";
import type { FormOutcomeCode } from "./form-outcomes";

/** POST /auth/forgot-password, the form of /forgot-password: as POST /api/password-reset, then the same "check your mail" page for any address. */
export const submitForgotPasswordForm = formHandler(
  FORGOT_PASSWORD_PAGE,
  async (request, fields) => {
    const email = (fields.get("email") ?? "").trim().toLowerCase();
    if (!email || email.length > 320 || hasControlCharacter(email))
      return backToForm(request, FORGOT_PASSWORD_PAGE, ["reset_email_required"]);
    await requestPasswordReset(request, email);
    return seeOther(request, `${FORGOT_PASSWORD_PAGE}?sent=1`);
  },
  { emailField: "email" },
);

/** POST /auth/reset-password, the form of /reset-password?token=…: as POST /api/password-reset/confirm, answered with 303s. */
export const submitResetPasswordForm = formHandler(
  RESET_PASSWORD_PAGE,
  async (request, fields) => {
    const token = fields.get("token") ?? "";
    const password = fields.get("password") ?? "";
    if (!token || token.length > 200) return backToForm(request, RESET_PASSWORD_PAGE, ["reset_link_invalid"]);
    const passwordCode = newPasswordCode(password);
    if (passwordCode) return backToForm(request, RESET_PASSWORD_PAGE, [passwordCode], { keep: { token } });
    try {
      const accepted = await confirmPasswordReset(request, token, password);
      if ("twoFactorRequired" in accepted) {
        return seeOther(request, TWO_FACTOR_PAGE, [serializeChallengeCookie(accepted.challengeToken, isSecureRequest(request))]);
      }
      return seeOther(request, DASHBOARD_PAGE, sessionCookies(request, accepted.sessionToken));
    } catch (error) {
      if (error instanceof AppError && error.code === "reset_link_invalid")
        return backToForm(request, RESET_PASSWORD_PAGE, ["reset_link_invalid"]);
      if (error instanceof AppError && error.kind === "validation") {
        return backToForm(request, RESET_PASSWORD_PAGE, ["new_password_too_common"], { keep: { token } });
      }
      throw error;
    }
  },
  { keep: (fields) => ({ token: fields.get("token") ?? "" }) },
);

function newPasswordCode(password: string): FormOutcomeCode | null {
  if (!password) return "new_password_required";
  if (password.length < PASSWORD_MIN_LENGTH) return "new_password_too_short";
  if (password.length > PASSWORD_MAX_LENGTH) return "password_too_long";
  if (hasControlCharacter(password)) return "password_control";
  return null;
}
