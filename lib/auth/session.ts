import "server-only";
import { db, type Prisma, type Tx } from "@/lib/db";
import { selectColumns } from "@/lib/db/select-columns";
import { sessionUserSelect, toPublicUser, type SessionUserFields } from "./public-user";
import { newSessionToken, sessionKey } from "./session-token";
import { SESSION_MAX_AGE_SECONDS } from "./session-cookie";

export type SessionUser = SessionUserFields & { sessionId: string };

type SessionUserRow = Prisma.UserGetPayload<{ select: typeof sessionUserSelect }>;
const SESSION_USER_COLUMNS = selectColumns(sessionUserSelect, "u");

/**
 * Starts a session: a row in Session, keyed by the hash of the opaque token the cookie carries
 * (session-token.ts). The token says nothing by itself; who the user is, their plan and admin flag
 * are read from the database on every request.
 */
export async function createSession(userId: string, userAgent: string | null, tx: Tx = db): Promise<string> {
  const token = newSessionToken();
  const expiresAt = new Date(Date.now() + SESSION_MAX_AGE_SECONDS * 1000);
  await tx.session.create({ data: { id: sessionKey(token) as string, userId, expiresAt, userAgent: userAgent?.slice(0, 300) ?? null }, select: { id: true } });
  return token;
}

/** The signed-in user behind a session token, or null when the token is bad, ended, expired or the account inactive. */
export async function resolveSession(token: string | undefined): Promise<SessionUser | null> {
  const sessionId = token ? sessionKey(token) : null;
  if (!sessionId) return null;
  // Every signed-in request runs this, so it is one round trip written in SQL: Prisma's typed
  // findFirst with a relation filter cost twice the CPU of the same query raw (≈ 0.65 vs 0.33 ms,
  // docs/benchmarks.md). The same statement notes the user as seen (admin "active users"), at
  // most once an hour: the conditional UPDATE matches no row, and writes nothing, the rest of the hour.
  const [user] = await db.$queryRaw<SessionUserRow[]>`
    WITH found AS (
      SELECT ${SESSION_USER_COLUMNS}
      FROM "User" u JOIN "Session" s ON s."userId" = u.id
      WHERE s.id = ${sessionId} AND u."isActive" AND s."expiresAt" > ${new Date()}
    ), seen AS (
      UPDATE "User" SET "lastSeenAt" = now() AT TIME ZONE 'UTC'
      WHERE id = (SELECT id FROM found)
        AND ("lastSeenAt" IS NULL OR "lastSeenAt" < now() AT TIME ZONE 'UTC' - interval '1 hour')
    )
    SELECT * FROM found`;
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
