import { AppError } from "@/lib/api/app-error";
import type { Tx } from "@/lib/db";
import { FREE_INVOICES_PER_MONTH, quotaMonth } from "@/lib/plans";

export const LIMIT_REACHED_MESSAGE =
  "Free plan limit reached: you can create 3 invoices per month. Upgrade to Pro for unlimited invoices.";

/**
 * Takes one of the Free plan's monthly invoices, or refuses with 403. A conditional
 * `UPDATE … SET used = used + 1 WHERE used < 3`: PostgreSQL re-checks the condition after waiting
 * for a concurrent writer, so ten simultaneous requests get exactly three invoices (count-then-insert
 * let all ten through, even inside a transaction). Runs inside the creating transaction: a failed
 * create gives its invoice back.
 */
export async function takeFreeInvoiceQuota(tx: Tx, userId: string, now = new Date()): Promise<void> {
  const month = quotaMonth(now);
  await tx.$executeRaw`
    INSERT INTO "InvoiceQuota" ("userId", "month", "used") VALUES (${userId}, ${month}, 0)
    ON CONFLICT ("userId", "month") DO NOTHING`;
  const { count } = await tx.invoiceQuota.updateMany({
    where: { userId, month, used: { lt: FREE_INVOICES_PER_MONTH } },
    data: { used: { increment: 1 } },
  });
  if (count === 0) throw new AppError("forbidden", LIMIT_REACHED_MESSAGE);
}
