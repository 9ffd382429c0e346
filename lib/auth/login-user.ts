import "server-only";
import { AppError } from "@/lib/errors";
import { db } from "@/lib/db";
import { hashPassword, verifyPassword } from "./password";
import { publicUserSelect, toPublicUser, type PublicUser } from "./public-user";
import { LOGIN_MESSAGES } from "./schemas";
import { createSession } from "./session";
import { createChallenge } from "./two-factor/challenge";

// Verified against when the e-mail is unknown, so both failures take the same time.
let decoyHash: Promise<string> | undefined;

/** A right password: a session, or (two-factor sign-in on) the challenge whose code is still due. */
export type PasswordAccepted = { user: PublicUser; sessionToken: string } | { twoFactorRequired: true; challengeToken: string };

/**
 * Checks the password and starts a session, or, for an account with two-factor sign-in, a
 * challenge that a code completes within 5 minutes (./two-factor/complete-two-factor.ts). A wrong
 * e-mail and a wrong password get the same 401, so the answer never tells whether an account
 * exists; a deactivated account with the right password gets 403 and says so.
 */
export async function loginUser(
  credentials: { email: string; password: string },
  userAgent: string | null,
  options: { requireAdmin?: boolean } = {},
): Promise<PasswordAccepted> {
  const found = await db.user.findUnique({
    where: { email: credentials.email },
    select: { ...publicUserSelect, passwordHash: true, twoFactorEnabledAt: true },
  });
  decoyHash ??= hashPassword("decoy-password-for-unknown-accounts");
  const isValid = await verifyPassword(found?.passwordHash ?? (await decoyHash), credentials.password);
  if (!found || !isValid || (options.requireAdmin && !found.isAdmin)) {
    throw new AppError("unauthorized", LOGIN_MESSAGES.invalid);
  }
  // Said only to someone who knows the password, so it tells a stranger nothing.
  if (!found.isActive) throw new AppError("forbidden", LOGIN_MESSAGES.deactivated);
  if (found.twoFactorEnabledAt) return { twoFactorRequired: true, challengeToken: await createChallenge(found.id) };
  const { passwordHash: _omitted, twoFactorEnabledAt: _off, ...user } = found;
  const sessionToken = await createSession(user.id, userAgent);
  return { user: toPublicUser(user), sessionToken };
}
