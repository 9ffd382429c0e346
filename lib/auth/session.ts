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
  const session = await db.session.findUnique({
    where: { id: sessionId },
    select: { expiresAt: true, userId: true, user: { select: sessionUserSelect } },
  });
  if (!session || session.userId !== payload?.sub || session.expiresAt <= new Date()) return null;
  if (!session.user.isActive) return null;
  return { ...toPublicUser(session.user), sessionId };
}

export async function endSession(sessionId: string): Promise<void> {
  await db.session.deleteMany({ where: { id: sessionId } });
}

/** Ends every session of a user (account deletion, password change). */
export async function endAllSessions(userId: string, tx: Tx = db): Promise<void> {
  await tx.session.deleteMany({ where: { userId } });
}
