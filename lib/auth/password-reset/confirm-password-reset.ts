import "server-only";
import { db } from "@/lib/db";
import { appBaseUrl, buildPasswordChangedMail, sendEmail } from "@/lib/email";
import { AppError } from "@/lib/errors";
import { clientAddress } from "@/lib/http/client-address";
import { consumeRateLimit, RATE_LIMITS } from "@/lib/rate-limit/rate-limit";
import { SIGN_IN_PAGE } from "../account-pages";
import { isCommonPassword } from "../common-passwords";
import type { PasswordAccepted } from "../login-user";
import { hashPassword } from "../password";
import { publicUserSelect, toPublicUser } from "../public-user";
import { REGISTER_MESSAGES } from "../schemas";
import { createSession } from "../session";
import { createChallenge } from "../two-factor/challenge";
import { hashResetToken } from "./reset-token";

export const RESET_LINK_INVALID_MESSAGE = "This reset link is invalid, was already used or has expired. Please ask for a new one.";

/**
 * Sets a new password with a reset link (POST /api/password-reset/confirm and /reset-password's
 * form). The link works once (the token is marked used in the same statement that checks it) and for
 * 1 hour; the password follows signup's rules. Every session of the account ends, other reset links
 * too, and the owner is told by e-mail. Then the user is signed in, unless two-factor sign-in is on:
 * a mailbox alone must not pass the second factor, so the answer is the code step instead.
 */
export async function confirmPasswordReset(request: Request, token: string, password: string): Promise<PasswordAccepted> {
  await consumeRateLimit(RATE_LIMITS.passwordResetConfirmPerAddress, clientAddress(request));
  if (isCommonPassword(password)) throw new AppError("validation", REGISTER_MESSAGES.passwordTooCommon, { fields: ["password"] });
  const passwordHash = await hashPassword(password);
  const userId = await db.$transaction(async (tx) => {
    const [used] = await tx.$queryRaw<{ userId: string }[]>`
      UPDATE "PasswordResetToken" SET "usedAt" = now()
      WHERE "tokenHash" = ${hashResetToken(token)} AND "usedAt" IS NULL AND "expiresAt" > now()
      RETURNING "userId"`;
    if (!used) throw new AppError("validation", RESET_LINK_INVALID_MESSAGE, { code: "reset_link_invalid" });
    const now = new Date();
    await tx.user.update({ where: { id: used.userId }, data: { passwordHash } });
    // Whoever followed the link reads the mailbox: the address is confirmed too.
    await tx.user.updateMany({ where: { id: used.userId, emailVerifiedAt: null }, data: { emailVerifiedAt: now } });
    await tx.session.deleteMany({ where: { userId: used.userId } });
    await tx.twoFactorChallenge.deleteMany({ where: { userId: used.userId } });
    await tx.passwordResetToken.updateMany({ where: { userId: used.userId, usedAt: null }, data: { usedAt: now } });
    return used.userId;
  });
  const user = await db.user.findUniqueOrThrow({ where: { id: userId }, select: { ...publicUserSelect, twoFactorEnabledAt: true } });
  const signInUrl = `${appBaseUrl(new URL(request.url).origin)}${SIGN_IN_PAGE}`;
  await sendEmail({ to: user.email, ...buildPasswordChangedMail({ name: user.username, signInUrl }) }).catch(() => {});
  if (!user.isActive) throw new AppError("forbidden", "This account has been deactivated. Please contact support.");
  if (user.twoFactorEnabledAt) return { twoFactorRequired: true, challengeToken: await createChallenge(userId) };
  const { twoFactorEnabledAt: _off, ...rest } = user;
  const sessionToken = await createSession(userId, request.headers.get("user-agent"));
  return { user: toPublicUser(rest), sessionToken };
}
