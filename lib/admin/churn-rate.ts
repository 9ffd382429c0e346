import "server-only";
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { percent, toCount } from "./figures";

/**
 * Monthly churn in %: paid Pro subscriptions that ended this UTC month ÷ paid Pro subscriptions
 * at the start of the month. "At the start" = created before the month and, today, either still
 * Pro (active/trialing/past_due) or canceled this month; a subscription canceled earlier had
 * already left. The last status change (updatedAt) of a canceled subscription is its end. Pro
 * granted by staff is not a subscription and does not count.
 */
export async function churnRate(monthStart: Date): Promise<number> {
  const [row] = await db.$queryRaw<{ atStart: bigint; ended: bigint }[]>(Prisma.sql`
    SELECT
      count(*) AS "atStart",
      count(*) FILTER (WHERE status = 'canceled') AS ended
    FROM "Subscription"
    WHERE "createdAt" < ${monthStart}
      AND (status IN ('active', 'trialing', 'past_due') OR (status = 'canceled' AND "updatedAt" >= ${monthStart}))`);
  return percent(toCount(row?.ended), toCount(row?.atStart));
}
