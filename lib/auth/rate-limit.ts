import { db } from "@/lib/db";
import { AppError } from "@/lib/api/app-error";

export type RateLimitRule = { name: string; limit: number; windowSeconds: number };

/** Limits for the doors that take passwords; every instance counts in the same PostgreSQL table. */
export const RATE_LIMITS = {
  loginPerIp: { name: "login:ip", limit: 50, windowSeconds: 15 * 60 },
  loginPerAccount: { name: "login:account", limit: 10, windowSeconds: 15 * 60 },
  registerPerIp: { name: "register:ip", limit: 30, windowSeconds: 60 * 60 },
  adminLoginPerIp: { name: "admin-login:ip", limit: 20, windowSeconds: 15 * 60 },
  adminLoginPerAccount: { name: "admin-login:account", limit: 5, windowSeconds: 15 * 60 },
} as const satisfies Record<string, RateLimitRule>;

/**
 * Counts one attempt in a fixed window and throws 429 (with the seconds to wait) past the limit.
 * One atomic upsert: concurrent attempts can't slip through between a read and a write.
 */
export async function consumeRateLimit(rule: RateLimitRule, subject: string): Promise<void> {
  const key = `${rule.name}:${subject}`;
  const [bucket] = await db.$queryRaw<{ count: number; resetAt: Date }[]>`
    INSERT INTO "RateLimitBucket" ("key", "count", "resetAt")
    VALUES (${key}, 1, now() + make_interval(secs => ${rule.windowSeconds}))
    ON CONFLICT ("key") DO UPDATE SET
      "count" = CASE WHEN "RateLimitBucket"."resetAt" <= now() THEN 1 ELSE "RateLimitBucket"."count" + 1 END,
      "resetAt" = CASE WHEN "RateLimitBucket"."resetAt" <= now()
        THEN now() + make_interval(secs => ${rule.windowSeconds}) ELSE "RateLimitBucket"."resetAt" END
    RETURNING "count", "resetAt"`;
  if (!bucket || bucket.count <= rule.limit) return;
  const retryAfter = Math.max(1, Math.ceil((bucket.resetAt.getTime() - Date.now()) / 1000));
  throw new AppError("rate_limited", "Too many attempts. Please try again later.", { retryAfter });
}

/** The client's address as the first proxy saw it. */
export function clientIp(request: Request): string {
  const forwarded = request.headers.get("x-forwarded-for")?.split(",")[0]?.trim();
  return forwarded || request.headers.get("x-real-ip") || "unknown";
}
