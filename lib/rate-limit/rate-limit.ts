import "server-only";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";

export type RateLimitRule = { name: string; limit: number; windowSeconds: number };

/**
 * Limits for the doors that take passwords; every instance counts in the same PostgreSQL table.
 * Sign-in counts FAILED attempts, per client address and per (account, address): each attempt
 * reserves a slot before its hash and a success gives it back, so an attacker anywhere else can't
 * lock the owner out, and the owner's correct password is never refused from an address that has
 * not failed. Registration counts every attempt per address.
 */
/**
 * Sign-ups per client address and hour: 30, or REGISTRATIONS_PER_ADDRESS_PER_HOUR for a server whose
 * users share one address (an office behind one NAT; the end-to-end server, whose specs all sign up
 * from 127.0.0.1).
 */
function registrationsPerAddressPerHour(): number {
  const configured = Number(process.env.REGISTRATIONS_PER_ADDRESS_PER_HOUR);
  return Number.isInteger(configured) && configured > 0 ? configured : 30;
}

export const RATE_LIMITS = {
  loginFailuresPerAddress: { name: "login-fail:addr", limit: 50, windowSeconds: 15 * 60 },
  loginFailuresPerAccountAddress: { name: "login-fail:acct-addr", limit: 10, windowSeconds: 15 * 60 },
  registerPerIp: { name: "register:ip", limit: registrationsPerAddressPerHour(), windowSeconds: 60 * 60 },
  adminLoginFailuresPerAddress: { name: "admin-login-fail:addr", limit: 20, windowSeconds: 15 * 60 },
  adminLoginFailuresPerAccountAddress: { name: "admin-login-fail:acct-addr", limit: 5, windowSeconds: 15 * 60 },
  twoFactorFailuresPerAddress: { name: "2fa-fail:addr", limit: 50, windowSeconds: 15 * 60 },
  twoFactorFailuresPerAccountAddress: { name: "2fa-fail:acct-addr", limit: 10, windowSeconds: 15 * 60 },
  passwordResetPerAddress: { name: "reset:addr", limit: 10, windowSeconds: 60 * 60 },
  passwordResetPerAccount: { name: "reset:acct", limit: 3, windowSeconds: 60 * 60 },
  passwordResetConfirmPerAddress: { name: "reset-confirm:addr", limit: 30, windowSeconds: 60 * 60 },
} as const satisfies Record<string, RateLimitRule>;

const TOO_MANY_ATTEMPTS = "Too many attempts. Please try again later.";

// Expired rows are deleted every this many writes of a process: the table stays the size of the
// live windows without a timer in the web process.
const CLEANUP_EVERY_WRITES = 200;
let writesSinceCleanup = 0;

/**
 * Counts one attempt in a fixed window and throws 429 (with the seconds to wait) past the limit.
 * One atomic upsert: concurrent attempts can't slip through between a read and a write.
 */
export async function consumeRateLimit(rule: RateLimitRule, subject: string): Promise<void> {
  const bucket = await countInWindow(rule, subject);
  if (bucket.count <= rule.limit) return;
  throw tooManyAttempts(bucket.resetAt);
}

/** 429 when the subject already used up its window; counts nothing (sign-in checks before it hashes). */
export async function assertUnderRateLimit(rule: RateLimitRule, subject: string): Promise<void> {
  const [bucket] = await db.$queryRaw<{ count: number; resetAt: Date }[]>`
    SELECT "count", "resetAt" FROM "RateLimitBucket" WHERE "key" = ${`${rule.name}:${subject}`} AND "resetAt" > now()`;
  if (bucket && bucket.count >= rule.limit) throw tooManyAttempts(bucket.resetAt);
}

/**
 * Takes one slot of the subject's window BEFORE the work it guards (a password hash), or throws 429
 * when none is left. One statement: the upsert only increments while the count is under the limit,
 * and PostgreSQL serialises the statements on the row, so a burst sent at once, from any number of
 * instances, gets exactly `limit` slots. A slot the attempt turns out not to need (a success) is
 * given back with releaseRateLimit.
 */
export async function reserveRateLimit(rule: RateLimitRule, subject: string): Promise<void> {
  await maybeCleanUp();
  const key = `${rule.name}:${subject}`;
  const [reserved] = await db.$queryRaw<{ count: number }[]>`
    INSERT INTO "RateLimitBucket" ("key", "count", "resetAt")
    VALUES (${key}, 1, now() + make_interval(secs => ${rule.windowSeconds}))
    ON CONFLICT ("key") DO UPDATE SET
      "count" = CASE WHEN "RateLimitBucket"."resetAt" <= now() THEN 1 ELSE "RateLimitBucket"."count" + 1 END,
      "resetAt" = CASE WHEN "RateLimitBucket"."resetAt" <= now()
        THEN now() + make_interval(secs => ${rule.windowSeconds}) ELSE "RateLimitBucket"."resetAt" END
    WHERE "RateLimitBucket"."resetAt" <= now() OR "RateLimitBucket"."count" < ${rule.limit}
    RETURNING "count"`;
  if (reserved) return;
  const [full] = await db.$queryRaw<{ resetAt: Date }[]>`SELECT "resetAt" FROM "RateLimitBucket" WHERE "key" = ${key}`;
  throw tooManyAttempts(full?.resetAt ?? new Date(Date.now() + rule.windowSeconds * 1000));
}

/** Gives back a slot taken with reserveRateLimit (in the same window; never below zero). */
export async function releaseRateLimit(rule: RateLimitRule, subject: string): Promise<void> {
  await db.$executeRaw`
    UPDATE "RateLimitBucket" SET "count" = "count" - 1
    WHERE "key" = ${`${rule.name}:${subject}`} AND "resetAt" > now() AND "count" > 0`;
}

/** Counts one event (a failed sign-in) without refusing anything. */
export async function countRateLimitEvent(rule: RateLimitRule, subject: string): Promise<void> {
  await countInWindow(rule, subject);
}

/** Forgets a subject's count (a successful sign-in clears its own failures). */
export async function clearRateLimit(rule: RateLimitRule, subject: string): Promise<void> {
  await db.$executeRaw`DELETE FROM "RateLimitBucket" WHERE "key" = ${`${rule.name}:${subject}`}`;
}

/** Deletes the rows of windows that have ended; answers how many. */
export async function deleteExpiredRateLimits(): Promise<number> {
  return db.$executeRaw`DELETE FROM "RateLimitBucket" WHERE "resetAt" <= now()`;
}

function tooManyAttempts(resetAt: Date): AppError {
  const retryAfter = Math.max(1, Math.ceil((resetAt.getTime() - Date.now()) / 1000));
  return new AppError("rate_limited", TOO_MANY_ATTEMPTS, { retryAfter });
}

async function maybeCleanUp(): Promise<void> {
  writesSinceCleanup += 1;
  if (writesSinceCleanup >= CLEANUP_EVERY_WRITES) {
    writesSinceCleanup = 0;
    await deleteExpiredRateLimits();
  }
}

async function countInWindow(rule: RateLimitRule, subject: string): Promise<{ count: number; resetAt: Date }> {
  await maybeCleanUp();
  const key = `${rule.name}:${subject}`;
  const [bucket] = await db.$queryRaw<{ count: number; resetAt: Date }[]>`
    INSERT INTO "RateLimitBucket" ("key", "count", "resetAt")
    VALUES (${key}, 1, now() + make_interval(secs => ${rule.windowSeconds}))
    ON CONFLICT ("key") DO UPDATE SET
      "count" = CASE WHEN "RateLimitBucket"."resetAt" <= now() THEN 1 ELSE "RateLimitBucket"."count" + 1 END,
      "resetAt" = CASE WHEN "RateLimitBucket"."resetAt" <= now()
        THEN now() + make_interval(secs => ${rule.windowSeconds}) ELSE "RateLimitBucket"."resetAt" END
    RETURNING "count", "resetAt"`;
  if (!bucket) throw new Error("the rate-limit upsert returned no row");
  return bucket;
}
