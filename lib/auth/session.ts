import "server-only";
import { db, type Tx } from "@/lib/db";
import { findSessionUser } from "@/lib/db/sql/find-session-user";
import { sessionUserSelect, toPublicUser, type SessionUserFields } from "./public-user";
import { newSessionToken, sessionKey } from "./session-token";
import { SESSION_MAX_AGE_SECONDS } from "./session-cookie";

export type SessionUser = SessionUserFields & { sessionId: string };

/**
 * Starts a session: a row in Session, keyed by the hash of the opaque token the cookie carries
 * (session-token.ts). The token says nothing by itself; who the user is, their plan and admin flag
 * are read from the database on every request.
 */
export async function createSession(userId: string, userAgent: string | null, tx: Tx = db): Promise<string> {
  const token = newSessionToken();
  const expiresAt = new Date(Date.now() + SESSION_MAX_AGE_SECONDS * 1000);
  await tx.session.create({
    data: { id: sessionKey(token) as string, userId, expiresAt, userAgent: userAgent?.slice(0, 300) ?? null },
    select: { id: true },
  });
  return token;
}

/**
 * The signed-in user behind a session token, or null when the token is bad, ended, expired or the
 * account inactive. One SQL statement (lib/db/sql/find-session-user.ts), since every request runs it.
 */
export async function resolveSession(token: string | undefined): Promise<SessionUser | null> {
  const sessionId = token ? sessionKey(token) : null;
  if (!sessionId) return null;
  const user = await findSessionUser(sessionUserSelect, sessionId, new Date());
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
