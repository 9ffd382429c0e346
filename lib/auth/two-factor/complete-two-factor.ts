import "server-only";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { clientAddress } from "@/lib/http/client-address";
import { RATE_LIMITS } from "@/lib/rate-limit/rate-limit";
import { withFailureLimits, type FailureLimits } from "../failure-limits";
import { publicUserSelect, toPublicUser, type PublicUser } from "../public-user";
import { LOGIN_MESSAGES } from "../schemas";
import { createSession } from "../session";
import { challengeTokenFromCookieHeader, endChallenge, findChallengeUser } from "./challenge";
import { checkSecondFactor } from "./check-code";

export const TWO_FACTOR_EXPIRED_MESSAGE = "Your sign-in has expired. Please sign in again with your password.";
export const TWO_FACTOR_INVALID_MESSAGE = "Invalid code";

const LIMITS: FailureLimits = {
  perAddress: RATE_LIMITS.twoFactorFailuresPerAddress,
  perAccountAddress: RATE_LIMITS.twoFactorFailuresPerAccountAddress,
};

/**
 * The second step of a sign-in with two-factor on (POST /api/login/2fa and /auth/two-factor's
 * form): the browser's pending cookie names a challenge under 5 minutes old, and `code` is a TOTP
 * code not used before or an unused recovery code. Wrong codes are limited like passwords (per
 * address and per (account, address), counted before the check). Success ends the challenge
 * (once: two racing requests can't both sign in) and starts the session.
 */
export async function completeTwoFactorSignIn(request: Request, code: string): Promise<{ user: PublicUser; sessionToken: string }> {
  const token = challengeTokenFromCookieHeader(request.headers.get("cookie"));
  const userId = await findChallengeUser(token);
  if (!token || !userId) throw new AppError("unauthorized", TWO_FACTOR_EXPIRED_MESSAGE, { code: "two_factor_expired" });
  return withFailureLimits(LIMITS, clientAddress(request), userId, async () => {
    if (!(await checkSecondFactor(userId, code, { allowRecoveryCode: true })))
      throw new AppError("unauthorized", TWO_FACTOR_INVALID_MESSAGE);
    if (!(await endChallenge(token))) throw new AppError("unauthorized", TWO_FACTOR_EXPIRED_MESSAGE, { code: "two_factor_expired" });
    const user = await db.user.findUniqueOrThrow({ where: { id: userId }, select: publicUserSelect });
    if (!user.isActive) throw new AppError("forbidden", LOGIN_MESSAGES.deactivated);
    const sessionToken = await createSession(userId, request.headers.get("user-agent"));
    return { user: toPublicUser(user), sessionToken };
  });
}
