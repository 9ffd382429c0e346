import "server-only";
import { consumeRateLimit } from "@/lib/rate-limit/rate-limit";
import { isAppError } from "@/lib/errors";

/**
 * VIES refuses bursts (MS_MAX_CONCURRENT_REQ, GLOBAL_MAX_CONCURRENT_REQ) and asks integrators to
 * stay at a few requests a second. Every instance counts in the same PostgreSQL table (the rate
 * limits' one-second fixed window), so the limit holds across instances.
 */
export const VIES_REQUESTS_PER_SECOND = 4;
const RULE = { name: "vies", limit: VIES_REQUESTS_PER_SECOND, windowSeconds: 1 } as const;
const WAIT_MS = 150;

/** Waits for a slot in the shared window; false when none came before `deadline` (epoch ms). */
export async function takeViesSlot(deadline: number): Promise<boolean> {
  for (;;) {
    try {
      await consumeRateLimit(RULE, "all");
      return true;
    } catch (error) {
      if (!isAppError(error, "rate_limited")) throw error;
    }
    if (Date.now() + WAIT_MS >= deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, WAIT_MS));
  }
}
