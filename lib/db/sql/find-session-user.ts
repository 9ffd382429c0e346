import "server-only";
import type { User } from "@/lib/generated/prisma/client";
import { db } from "@/lib/db/client";
import { selectionList, type ColumnSelect, type ExactSelect, type SelectedRow } from "./columns";

/** How often a user is noted as seen (admin "active users"): at most one write an hour. */
const SEEN_EVERY = "1 hour";

/**
 * The user behind a live session (the row keyed by the token's hash, not expired, the account
 * active): the selected columns, or null. Every signed-in request runs this, so it is one plain
 * SELECT written in SQL: Prisma's typed findFirst with a relation filter cost twice the CPU of the
 * same query raw (≈ 0.65 vs 0.33 ms), and folding the "seen" UPDATE into the same statement as a
 * CTE cost ≈ 0.9 ms more on every request for a write needed once an hour (docs/benchmarks.md).
 * So the SELECT also says whether the user was last seen over an hour ago, and only then a second
 * statement notes it; its own condition keeps concurrent requests from writing twice.
 */
export async function findSessionUser<Select extends ColumnSelect<User> & { id: true }>(
  select: ExactSelect<User, Select>,
  sessionId: string,
  now: Date,
): Promise<SelectedRow<User, Select> | null> {
  const [found] = await db.$queryRaw<(SelectedRow<User, Select> & { id: string; seenLongAgo: boolean })[]>`
    SELECT ${selectionList(select, "u")},
      (u."lastSeenAt" IS NULL OR u."lastSeenAt" < now() AT TIME ZONE 'UTC' - ${SEEN_EVERY}::interval) AS "seenLongAgo"
    FROM "User" u JOIN "Session" s ON s."userId" = u.id
    WHERE s.id = ${sessionId} AND u."isActive" AND s."expiresAt" > ${now}`;
  if (!found) return null;
  const { seenLongAgo, ...user } = found;
  if (seenLongAgo) await noteSeen(found.id);
  return user as unknown as SelectedRow<User, Select>;
}

function noteSeen(userId: string) {
  return db.$executeRaw`
    UPDATE "User" SET "lastSeenAt" = now() AT TIME ZONE 'UTC'
    WHERE id = ${userId} AND ("lastSeenAt" IS NULL OR "lastSeenAt" < now() AT TIME ZONE 'UTC' - ${SEEN_EVERY}::interval)`;
}
