import "server-only";
import { db } from "@/lib/db";

/** How long a run holds a schedule: a run that dies leaves it to the next run after this. */
const CLAIM_MINUTES = 10;

/**
 * Claims up to `limit` due schedules for this run, or the one named: active, due on or before
 * `today`, held by no live run. FOR UPDATE SKIP LOCKED lets overlapping runs (five at once, or two
 * instances) split the work instead of queueing on the same rows; the claim is committed before any
 * invoice is made. It only saves work: the idempotency key of each period is what makes sure it is
 * made once, even if a claim ran out under a slow run.
 *
 * A closed account's schedules are never claimed (docs/records.md: a closed account keeps its
 * records and issues nothing more), so they make no invoice and send no mail; they stay as they
 * were, kept with the account until the purge.
 */
export async function claimDueSchedules(
  runId: string,
  today: string,
  now: Date,
  limit: number,
  onlyId: string | null = null,
): Promise<string[]> {
  const until = new Date(now.getTime() + CLAIM_MINUTES * 60_000);
  const rows = await db.$queryRaw<{ id: string }[]>`
    UPDATE "RecurringInvoice" r SET "claimedUntil" = ${until}, "claimedBy" = ${runId}
    FROM (
      SELECT id FROM "RecurringInvoice"
      WHERE status = 'active' AND "nextRunDate" <= ${today}::date
        AND ("claimedUntil" IS NULL OR "claimedUntil" < ${now})
        AND (${onlyId}::text IS NULL OR id = ${onlyId}::text)
        AND NOT EXISTS (SELECT 1 FROM "User" u WHERE u.id = "RecurringInvoice"."userId" AND u."closedAt" IS NOT NULL)
      ORDER BY "nextRunDate", id
      LIMIT ${limit}
      FOR UPDATE SKIP LOCKED
    ) due
    WHERE r.id = due.id
    RETURNING r.id`;
  return rows.map((row) => row.id);
}

/** Gives the schedule back once this run is done with it. */
export async function releaseSchedule(id: string, runId: string): Promise<void> {
  await db.recurringInvoice.updateMany({ where: { id, claimedBy: runId }, data: { claimedUntil: null, claimedBy: null } });
}
