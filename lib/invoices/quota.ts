import { AppError } from "@/lib/api/app-error";
import type { Tx } from "@/lib/db";
import { FREE_INVOICES_PER_MONTH, quotaMonth } from "@/lib/plans";

export const LIMIT_REACHED_MESSAGE =
  "Free plan limit reached: you can create 3 invoices per month. Upgrade to Pro for unlimited invoices.";

/**
 * Takes one of the Free plan's monthly invoices, or refuses with 403. One conditional upsert,
 * `… ON CONFLICT DO UPDATE SET used = used + 1 WHERE used < 3 RETURNING`: PostgreSQL locks the row and
 * re-checks the condition against the latest version, so ten simultaneous requests get exactly three
 * invoices (count-then-insert let all ten through, even inside a transaction). It runs inside the
 * creating transaction: a create that fails later gives its invoice back.
 */
export async function takeFreeInvoiceQuota(tx: Tx, userId: string, now = new Date()): Promise<void> {
  const taken = await tx.$queryRaw<{ used: number }[]>`
    INSERT INTO "InvoiceQuota" ("userId", "month", "used") VALUES (${userId}, ${quotaMonth(now)}, 1)
    ON CONFLICT ("userId", "month") DO UPDATE SET "used" = "InvoiceQuota"."used" + 1
    WHERE "InvoiceQuota"."used" < ${FREE_INVOICES_PER_MONTH}
    RETURNING "used"`;
  if (taken.length === 0) throw new AppError("forbidden", LIMIT_REACHED_MESSAGE);
}
