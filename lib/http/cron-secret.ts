import "server-only";
import { createHash, timingSafeEqual } from "node:crypto";
import { AppError } from "@/lib/errors";

/** Shorter than this is guessable; `openssl rand -hex 32` gives 64 characters. */
export const CRON_SECRET_MIN_LENGTH = 16;

export const CRON_SECRET_UNSET =
  "Scheduled jobs are not configured on this server: set CRON_SECRET (e.g. `openssl rand -hex 32`) and send it as Authorization: Bearer <CRON_SECRET>";
export const CRON_SECRET_TOO_SHORT = `CRON_SECRET is too short: use at least ${CRON_SECRET_MIN_LENGTH} random characters (e.g. \`openssl rand -hex 32\`)`;
export const CRON_UNAUTHORIZED = "A valid Authorization: Bearer <CRON_SECRET> header is required";

/**
 * The scheduled-job routes (/api/cron/*) are called by a scheduler, not a signed-in person: the
 * caller proves itself with `Authorization: Bearer $CRON_SECRET` (what Vercel Cron sends when the
 * variable is set). No secret configured: 503, the jobs are off. Wrong or missing: 401.
 *
 * The comparison is constant-time over SHA-256 digests: equal lengths for timingSafeEqual, and
 * nothing about the secret's length or prefix leaks through the response time.
 */
export function assertCronSecret(request: Request, env: Record<string, string | undefined> = process.env): void {
  const secret = env.CRON_SECRET?.trim();
  if (!secret) throw new AppError("unavailable", CRON_SECRET_UNSET, { code: "cron_not_configured" });
  if (secret.length < CRON_SECRET_MIN_LENGTH) throw new AppError("unavailable", CRON_SECRET_TOO_SHORT, { code: "cron_not_configured" });
  const match = /^Bearer\s+(.+?)\s*$/i.exec(request.headers.get("authorization") ?? "");
  if (!match || !timingSafeEqual(digest(match[1] as string), digest(secret))) throw new AppError("unauthorized", CRON_UNAUTHORIZED);
}

const digest = (value: string) => createHash("sha256").update(value, "utf8").digest();
