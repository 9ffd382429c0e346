import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { z } from "zod";
import { db, type Tx } from "@/lib/db";
import { appBaseUrl, buildVerificationMail, sendEmail } from "@/lib/email";

export const VERIFICATION_TOKEN_TTL_HOURS = 24;
export const VERIFY_EMAIL_PATH = "/api/verify-email";
/** Where the link lands: the page says the address is confirmed, or (status=invalid) that the link no longer works. */
export const VERIFIED_PAGE = "/email-verification-success?status=verified";
export const INVALID_LINK_PAGE = "/email-verification-success?status=invalid";

/** `?token=` of the signup mail's link; a missing one is an invalid link, not a 400. */
export const verificationLinkQuerySchema = z.object({ token: z.string().optional() });

/** Only this digest is stored: a leaked database row can't be turned back into a working link. */
export function hashVerificationToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/**
 * A fresh one-time token for the user (32 random bytes, base64url), valid 24 hours. Takes the
 * caller's transaction so the token is committed together with the account it belongs to.
 */
export async function createVerificationToken(userId: string, tx: Tx = db): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(Date.now() + VERIFICATION_TOKEN_TTL_HOURS * 3600_000);
  await tx.emailVerificationToken.create({ data: { userId, tokenHash: hashVerificationToken(token), expiresAt } });
  return token;
}

/** APP_URL (or the request's origin) + /api/verify-email?token=… */
export function verificationLink(token: string, requestOrigin?: string): string {
  return `${appBaseUrl(requestOrigin)}${VERIFY_EMAIL_PATH}?token=${encodeURIComponent(token)}`;
}

/** Mails the link; throws EmailDeliveryError when the transport refuses (the caller decides whether that matters). */
export async function sendVerificationEmail(to: { email: string; name: string }, token: string, requestOrigin?: string): Promise<void> {
  const link = verificationLink(token, requestOrigin);
  await sendEmail({ to: to.email, ...buildVerificationMail({ name: to.name, link, validHours: VERIFICATION_TOKEN_TTL_HOURS }) });
}

/**
 * Redeems a token: marks it used and the user's address verified, and answers true; an unknown,
 * used or expired token answers false and changes nothing. The conditional update is the claim,
 * so of two simultaneous clicks exactly one succeeds. An earlier verification time is kept.
 */
export async function verifyEmailToken(token: string | null | undefined): Promise<boolean> {
  // base64url of 32 bytes is 43 characters; anything far off is not ours, don't hash megabytes.
  if (!token || token.length > 128) return false;
  const tokenHash = hashVerificationToken(token);
  const now = new Date();
  return db.$transaction(async (tx) => {
    const { count } = await tx.emailVerificationToken.updateMany({
      where: { tokenHash, usedAt: null, expiresAt: { gt: now } },
      data: { usedAt: now },
    });
    if (count === 0) return false;
    const row = await tx.emailVerificationToken.findUnique({ where: { tokenHash }, select: { userId: true } });
    if (!row) return false;
    await tx.user.updateMany({ where: { id: row.userId, emailVerifiedAt: null }, data: { emailVerifiedAt: now } });
    return true;
  });
}
