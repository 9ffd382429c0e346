import "server-only";
import { consumeRateLimit, type RateLimitRule } from "./rate-limit";
import { AppError, type NarrowCodeOf } from "@/lib/errors";

/** "1 minute", "25 minutes", "3 hours": how long until a fixed window ends, for a person to read. */
export function describeWait(seconds: number): string {
  if (seconds <= 90 * 60) {
    const minutes = Math.max(1, Math.ceil(seconds / 60));
    return minutes === 1 ? "1 minute" : `${minutes} minutes`;
  }
  const hours = Math.ceil(seconds / 3600);
  return hours === 1 ? "1 hour" : `${hours} hours`;
}

/**
 * consumeRateLimit with a message that says which limit was reached and when to come back,
 * instead of the password doors' deliberately vague one. Still 429 with Retry-After (seconds);
 * the body also carries `code` and `retryAfter` for clients that act on them.
 */
export async function consumeLimit(
  rule: RateLimitRule,
  subject: string,
  code: NarrowCodeOf<"rate_limited">,
  explain: (wait: string) => string,
): Promise<void> {
  try {
    await consumeRateLimit(rule, subject);
  } catch (error) {
    if (!(error instanceof AppError) || error.kind !== "rate_limited") throw error;
    const retryAfter = Number(error.details?.retryAfter ?? rule.windowSeconds);
    throw new AppError("rate_limited", explain(describeWait(retryAfter)), { code, retryAfter });
  }
}
