import "server-only";
import { AppError } from "@/lib/errors";
import { clientAddress } from "@/lib/http/client-address";
import { loginUser } from "./login-user";
import type { PublicUser } from "./public-user";
import { assertUnderRateLimit, clearRateLimit, countRateLimitEvent, RATE_LIMITS, type RateLimitRule } from "@/lib/rate-limit/rate-limit";

type Limits = { perAddress: RateLimitRule; perAccountAddress: RateLimitRule };

const USER_LIMITS: Limits = {
  perAddress: RATE_LIMITS.loginFailuresPerAddress,
  perAccountAddress: RATE_LIMITS.loginFailuresPerAccountAddress,
};
const ADMIN_LIMITS: Limits = {
  perAddress: RATE_LIMITS.adminLoginFailuresPerAddress,
  perAccountAddress: RATE_LIMITS.adminLoginFailuresPerAccountAddress,
};

/**
 * The password check of /api/login and /api/admin/login behind its limits. Only failures count,
 * per client address and per (account, address), and both are checked before any hashing: an
 * address that keeps failing is slowed to 429, while the owner signing in from an address without
 * failures is never refused, whatever is thrown at the account from elsewhere. A success clears
 * that pair's failures.
 */
export async function signInWithPassword(
  request: Request,
  credentials: { email: string; password: string },
  options: { requireAdmin?: boolean } = {},
): Promise<{ user: PublicUser; sessionToken: string }> {
  const limits = options.requireAdmin ? ADMIN_LIMITS : USER_LIMITS;
  const address = clientAddress(request);
  const pair = `${credentials.email.trim().toLowerCase()}|${address}`;
  await assertUnderRateLimit(limits.perAddress, address);
  await assertUnderRateLimit(limits.perAccountAddress, pair);
  try {
    const signedIn = await loginUser(credentials, request.headers.get("user-agent"), options);
    await clearRateLimit(limits.perAccountAddress, pair);
    return signedIn;
  } catch (error) {
    if (error instanceof AppError && error.kind === "unauthorized") {
      await countRateLimitEvent(limits.perAddress, address);
      await countRateLimitEvent(limits.perAccountAddress, pair);
    }
    throw error;
  }
}
