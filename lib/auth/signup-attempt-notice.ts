import "server-only";
import { appBaseUrl, buildSignupAttemptMail, sendEmail } from "@/lib/email";
import { AppError } from "@/lib/errors";
import { reserveRateLimit, type RateLimitRule } from "@/lib/rate-limit/rate-limit";
import { FORGOT_PASSWORD_PAGE } from "./account-pages";

/** One notice per account and day, however many attempts: the notice must not become a mail bomb. */
export const SIGNUP_ATTEMPT_NOTICE: RateLimitRule = { name: "signup-attempt-mail", limit: 1, windowSeconds: 24 * 60 * 60 };

/**
 * Registration answers 409 for a taken address (the spec signs a new user in at once, so the
 * answers can't be the same; docs/security.md "accepted risk"). The owner of that address hears of
 * the attempt by e-mail, at most once a day, with the way to reset a forgotten password. A mail
 * that fails is logged (by sendEmail) and changes nothing about the 409.
 */
export async function noticeSignupAttempt(owner: { id: string; email: string; username: string }, requestOrigin?: string): Promise<void> {
  try {
    await reserveRateLimit(SIGNUP_ATTEMPT_NOTICE, owner.id);
  } catch (error) {
    if (error instanceof AppError && error.kind === "rate_limited") return;
    throw error;
  }
  const resetUrl = `${appBaseUrl(requestOrigin)}${FORGOT_PASSWORD_PAGE}`;
  await sendEmail({ to: owner.email, ...buildSignupAttemptMail({ name: owner.username, resetUrl }) }).catch(() => {});
}
