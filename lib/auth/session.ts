import { encode } from "next-auth/jwt";
import { db, type Prisma, type Tx } from "@/lib/db";
import { selectColumns } from "@/lib/db/select-columns";
import { sessionUserSelect, toPublicUser, type SessionUserFields } from "./public-user";
import { getAuthSecret } from "./secret";
import { decodeSessionToken } from "./session-token";
import { SESSION_MAX_AGE_SECONDS } from "./session-cookie";

export type SessionUser = SessionUserFields & { sessionId: string };

type SessionUserRow = Prisma.UserGetPayload<{ select: typeof sessionUserSelect }>;
const SESSION_USER_COLUMNS = selectColumns(sessionUserSelect, "u");

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
  const claims = await decodeSessionToken(token, getAuthSecret());
  if (!claims) return null;
  const { userId, sessionId } = claims;
  // Every signed-in request runs this, so it is one round trip written in SQL: Prisma's typed
  // findFirst with a relation filter cost twice the CPU of the same query raw (≈ 0.65 vs 0.33 ms,
  // docs/benchmarks.md). The same statement notes the user as seen (admin "active users"), at
  // most once an hour: the conditional UPDATE matches no row, and writes nothing, the rest of the hour.
  const [user] = await db.$queryRaw<SessionUserRow[]>`
    WITH found AS (
      SELECT ${SESSION_USER_COLUMNS}
      FROM "User" u JOIN "Session" s ON s."userId" = u.id
      WHERE u.id = ${userId} AND s.id = ${sessionId} AND u."isActive" AND s."expiresAt" > ${new Date()}
    ), seen AS (
      UPDATE "User" SET "lastSeenAt" = now() AT TIME ZONE 'UTC'
      WHERE id = ${userId} AND EXISTS (SELECT 1 FROM found)
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
