import "server-only";
import { AppError } from "@/lib/errors";
import { clearRateLimit, releaseRateLimit, reserveRateLimit, type RateLimitRule } from "@/lib/rate-limit/rate-limit";

export type FailureLimits = { perAddress: RateLimitRule; perAccountAddress: RateLimitRule };

/**
 * Runs a secret check (a password, a two-factor code) behind limits that count FAILURES per client
 * address and per (account, address). The attempt reserves its slot in both BEFORE the check (one
 * atomic statement each, lib/rate-limit/rate-limit.ts), so a burst sent at once gets exactly the
 * limit on any number of instances. A 401 keeps the slots; anything else gives them back, and a
 * success also clears that pair's failures.
 */
export async function withFailureLimits<T>(limits: FailureLimits, address: string, account: string, check: () => Promise<T>): Promise<T> {
  const pair = `${account}|${address}`;
  await reserveRateLimit(limits.perAddress, address);
  try {
    await reserveRateLimit(limits.perAccountAddress, pair);
  } catch (error) {
    await releaseRateLimit(limits.perAddress, address);
    throw error;
  }
  try {
    const result = await check();
    await clearRateLimit(limits.perAccountAddress, pair);
    await releaseRateLimit(limits.perAddress, address);
    return result;
  } catch (error) {
    if (!(error instanceof AppError && error.kind === "unauthorized")) {
      await releaseRateLimit(limits.perAccountAddress, pair);
      await releaseRateLimit(limits.perAddress, address);
    }
    throw error;
  }
}
