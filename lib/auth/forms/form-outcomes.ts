// Shared by the form handlers (app/auth/*/route.ts) and the pages without JavaScript (pages/): no server-only here.
import { controlCharacterMessage } from "@/lib/http/control-characters";
import { LOGIN_MESSAGES, REGISTER_MESSAGES } from "../schemas";

/**
 * Why a form post failed, as an opaque code in the 303's `?error=` (issue #26: sign-in out of the
 * proxy). The page turns each code into a fixed message and the status the API would answer, so a
 * link someone else made can only show our own sentences. Field codes put a message under a field.
 */
const OUTCOMES = {
  invalid: { status: 401, failure: LOGIN_MESSAGES.invalid },
  rate_limited: { status: 429, failure: "Too many attempts. Please try again later." },
  deactivated: { status: 403, failure: LOGIN_MESSAGES.deactivated },
  busy: { status: 503, failure: "The server is busy. Please try again in a moment." },
  cross_origin: { status: 403, failure: "Cross-origin requests are not allowed" },
  too_large: { status: 413, failure: "The request body is too large" },
  unsupported: { status: 415, failure: "Forms must be sent as application/x-www-form-urlencoded" },
  failed: { status: 500, failure: "Something went wrong. Please try again." },
  // Each empty field says so once, under itself: "Email and password are required" under both
  // fields printed the sentence twice on an empty /auth (issue #24), as it did on /admin.
  email_required: { status: 400, field: "email", message: LOGIN_MESSAGES.emailRequired },
  password_required: { status: 400, field: "password", message: LOGIN_MESSAGES.passwordRequired },
  password_too_long: { status: 400, field: "password", message: LOGIN_MESSAGES.passwordTooLong },
  email_control: { status: 400, field: "email", message: controlCharacterMessage("email") },
  password_control: { status: 400, field: "password", message: controlCharacterMessage("password") },
  code_invalid: { status: 401, failure: "Invalid code" },
  code_required: { status: 400, field: "code", message: "Enter the code from your authenticator app or one of your recovery codes" },
  expired: { status: 401, failure: "Your sign-in has expired. Please sign in again with your password." },
  reset_email_required: { status: 400, field: "email", message: "Enter your e-mail address" },
  new_password_required: { status: 400, field: "password", message: REGISTER_MESSAGES.passwordRequired },
  new_password_too_short: { status: 400, field: "password", message: REGISTER_MESSAGES.passwordTooShort },
  new_password_too_common: { status: 400, field: "password", message: REGISTER_MESSAGES.passwordTooCommon },
  reset_link_invalid: {
    status: 400,
    failure: "This reset link is invalid, was already used or has expired. Please ask for a new one.",
  },
} as const satisfies Record<string, { status: number } & ({ failure: string } | { field: string; message: string })>;

export type FormOutcomeCode = keyof typeof OUTCOMES;
export type FormFailure = { status: number; failure?: string; errors: Record<string, string> };

/** The 303's `?error=`: one or more codes, comma-separated. */
export function encodeFormFailure(codes: readonly FormOutcomeCode[]): string {
  return codes.join(",");
}

/** What a page shows for `?error=`; unknown codes are ignored, none at all is null. */
export function decodeFormFailure(value: string | string[] | undefined): FormFailure | null {
  const codes = String(Array.isArray(value) ? value[0] : (value ?? ""))
    .split(",")
    .filter((code): code is FormOutcomeCode => Object.hasOwn(OUTCOMES, code));
  if (codes.length === 0) return null;
  const result: FormFailure = { status: OUTCOMES[codes[0]!].status, errors: {} };
  for (const code of codes) {
    const outcome: { status: number; failure?: string; field?: string; message?: string } = OUTCOMES[code];
    if (outcome.failure) result.failure ??= outcome.failure;
    if (outcome.field && outcome.message) result.errors[outcome.field] ??= outcome.message;
  }
  return result;
}

/** The e-mail typed into a failed form travels back in this short-lived HttpOnly cookie, not in the URL. */
export const FORM_EMAIL_COOKIE = "invoiceflow-form-email";
