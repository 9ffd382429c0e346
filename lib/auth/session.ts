import { decode, encode } from "next-auth/jwt";
import { db, type Tx } from "@/lib/db";
import { sessionUserSelect, toPublicUser, type SessionUserFields } from "./public-user";
import { getAuthSecret } from "./secret";
import { SESSION_MAX_AGE_SECONDS } from "./session-cookie";

export type SessionUser = SessionUserFields & { sessionId: string };

/**
 * Starts a session: a row in Session (so it can be ended on the server) named by a next-auth JWT
 * in the cookie. The token carries only the session and user ids; plan and admin flags are read
 * from the database on every request, never trusted from the token.
 */
export async function createSession(userId: string, userAgent: string | null, tx: Tx = db): Promise<string> {
  const expiresAt = new Date(Date.now() + SESSION_MAX_AGE_SECONDS * 1000);
  const session = await tx.session.create({
    data: { userId, expiresAt, userAgent: userAgent?.slice(0, 300) ?? null },
    select: { id: true },
  });
  return encode({ token: { sub: userId, sid: session.id }, secret: getAuthSecret(), maxAge: SESSION_MAX_AGE_SECONDS });
}

/** The signed-in user behind a session token, or null when the token is bad, ended, expired or the account inactive. */
export async function resolveSession(token: string | undefined): Promise<SessionUser | null> {
  if (!token) return null;
  const payload = await decode({ token, secret: getAuthSecret() }).catch(() => null);
  const sessionId = typeof payload?.sid === "string" ? payload.sid : undefined;
  if (!sessionId) return null;
  const userId = typeof payload?.sub === "string" ? payload.sub : undefined;
  if (!userId) return null;
  // One query on every signed-in request: the active user that owns this live session (a nested
  // select of the session's user would be two round trips).
  const user = await db.user.findFirst({
    where: { id: userId, isActive: true, sessions: { some: { id: sessionId, expiresAt: { gt: new Date() } } } },
    select: sessionUserSelect,
  });
  if (!user) return null;
  return { ...toPublicUser(user), sessionId };
}

export async function endSession(sessionId: string): Promise<void> {
  await db.session.deleteMany({ where: { id: sessionId } });
}

/** Ends every session of a user (account deletion, password change). */
export async function endAllSessions(userId: string, tx: Tx = db): Promise<void> {
  await tx.session.deleteMany({ where: { userId } });
}
