import "server-only";
import { db } from "@/lib/db";
import { newSessionToken, sessionKey } from "../session-token";

/** The password was right; the code is due within this time, or the sign-in starts over. */
export const CHALLENGE_SECONDS = 5 * 60;
export const CHALLENGE_COOKIE = "invoiceflow-2fa";

/** A pending two-factor sign-in: a row keyed by the HMAC of the token its cookie carries (as a session). */
export async function createChallenge(userId: string): Promise<string> {
  const token = newSessionToken();
  // One pending sign-in per user: a new password step replaces the old one.
  await db.twoFactorChallenge.deleteMany({ where: { userId } });
  await db.twoFactorChallenge.create({
    data: { id: sessionKey(token) as string, userId, expiresAt: new Date(Date.now() + CHALLENGE_SECONDS * 1000) },
  });
  return token;
}

/** The user of a live challenge, or null (unknown, expired or already completed). */
export async function findChallengeUser(token: string | undefined): Promise<string | null> {
  const id = token ? sessionKey(token) : null;
  if (!id) return null;
  const challenge = await db.twoFactorChallenge.findUnique({ where: { id }, select: { userId: true, expiresAt: true } });
  return challenge && challenge.expiresAt > new Date() ? challenge.userId : null;
}

/** Ends the challenge; true for the one request that ended it (two racing completions can't both sign in). */
export async function endChallenge(token: string): Promise<boolean> {
  const id = sessionKey(token);
  if (!id) return false;
  const { count } = await db.twoFactorChallenge.deleteMany({ where: { id } });
  return count === 1;
}

export function challengeTokenFromCookieHeader(cookieHeader: string | null): string | undefined {
  for (const pair of (cookieHeader ?? "").split(";")) {
    const index = pair.indexOf("=");
    if (index > 0 && pair.slice(0, index).trim() === CHALLENGE_COOKIE) return pair.slice(index + 1).trim() || undefined;
  }
  return undefined;
}

export function serializeChallengeCookie(token: string, secure: boolean): string {
  return [
    `${CHALLENGE_COOKIE}=${token}`,
    "Path=/",
    "HttpOnly",
    "SameSite=Lax",
    `Max-Age=${CHALLENGE_SECONDS}`,
    ...(secure ? ["Secure"] : []),
  ].join("; ");
}

export function clearedChallengeCookie(): string {
  return `${CHALLENGE_COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0`;
}
