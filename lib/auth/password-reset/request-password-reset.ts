import "server-only";
import { db } from "@/lib/db";
import { appBaseUrl, buildPasswordResetMail, sendEmail } from "@/lib/email";
import { AppError } from "@/lib/errors";
import { clientAddress } from "@/lib/http/client-address";
import { consumeRateLimit, RATE_LIMITS, reserveRateLimit } from "@/lib/rate-limit/rate-limit";
import { RESET_PASSWORD_PAGE } from "../account-pages";
import { hashResetToken, newResetToken, RESET_TOKEN_TTL_MINUTES } from "./reset-token";

export const RESET_REQUESTED_MESSAGE =
  "If an account exists for that address, we have sent it a link to choose a new password. The link works for 1 hour.";

const pending = new Set<Promise<void>>();

/**
 * "Forgot password?" (POST /api/password-reset and /forgot-password's form). Every address gets the
 * same answer at the same speed: the request is counted per client address (429 past the limit, a
 * limit on the asker, which says nothing about the address) and per address asked for (past it,
 * silently no more mails), and the lookup, the token and the mail happen after the answer.
 */
export async function requestPasswordReset(request: Request, email: string): Promise<{ message: string }> {
  await consumeRateLimit(RATE_LIMITS.passwordResetPerAddress, clientAddress(request));
  const origin = new URL(request.url).origin;
  const work = sendResetLink(email.trim().toLowerCase(), origin).catch((error: unknown) =>
    console.error("[password-reset] the reset link could not be prepared:", error),
  );
  pending.add(work);
  void work.finally(() => pending.delete(work));
  return { message: RESET_REQUESTED_MESSAGE };
}

/** Resolves when every reset mail started so far went out (or failed): for tests. */
export async function passwordResetMailsSent(): Promise<void> {
  await Promise.all([...pending]);
}

async function sendResetLink(email: string, requestOrigin: string): Promise<void> {
  try {
    await reserveRateLimit(RATE_LIMITS.passwordResetPerAccount, email);
  } catch (error) {
    if (error instanceof AppError && error.kind === "rate_limited") return;
    throw error;
  }
  const user = await db.user.findUnique({ where: { email }, select: { id: true, email: true, username: true, isActive: true } });
  if (!user?.isActive) return;
  const token = newResetToken();
  await db.passwordResetToken.create({
    data: { userId: user.id, tokenHash: hashResetToken(token), expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MINUTES * 60_000) },
  });
  const link = `${appBaseUrl(requestOrigin)}${RESET_PASSWORD_PAGE}?token=${encodeURIComponent(token)}`;
  await sendEmail({ to: user.email, ...buildPasswordResetMail({ name: user.username, link, validMinutes: RESET_TOKEN_TTL_MINUTES }) });
}
