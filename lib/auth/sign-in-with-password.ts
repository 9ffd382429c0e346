import "server-only";
import { AppError } from "@/lib/errors";
import { clientAddress } from "@/lib/http/client-address";
import { loginUser } from "./login-user";
import type { PublicUser } from "./public-user";
import { clearRateLimit, RATE_LIMITS, releaseRateLimit, reserveRateLimit, type RateLimitRule } from "@/lib/rate-limit/rate-limit";

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
 * The password check of /api/login, /api/admin/login and /auth's form behind its limits. Only
 * failures count, per client address and per (account, address); each attempt reserves its slot in
 * both BEFORE any hashing (one atomic statement each, lib/rate-limit/rate-limit.ts), so a burst sent
 * at once gets exactly the limit on any number of instances. A wrong password keeps the slots; a
 * success gives them back (and clears that pair's failures), as does any answer that is not a
 * failed password (deactivated, server busy). The owner signing in from an address without
 * failures is never refused, whatever is thrown at the account from elsewhere.
 */
export async function signInWithPassword(
  request: Request,
  credentials: { email: string; password: string },
  options: { requireAdmin?: boolean } = {},
): Promise<{ user: PublicUser; sessionToken: string }> {
  const limits = options.requireAdmin ? ADMIN_LIMITS : USER_LIMITS;
  const address = clientAddress(request);
  const pair = `${credentials.email.trim().toLowerCase()}|${address}`;
  await reserveRateLimit(limits.perAddress, address);
  try {
    await reserveRateLimit(limits.perAccountAddress, pair);
  } catch (error) {
    await releaseRateLimit(limits.perAddress, address);
    throw error;
  }
  try {
    const signedIn = await loginUser(credentials, request.headers.get("user-agent"), options);
    await clearRateLimit(limits.perAccountAddress, pair);
    await releaseRateLimit(limits.perAddress, address);
    return signedIn;
  } catch (error) {
    if (!(error instanceof AppError && error.kind === "unauthorized")) {
      await releaseRateLimit(limits.perAccountAddress, pair);
      await releaseRateLimit(limits.perAddress, address);
    }
    throw error;
  }
}
