import "server-only";
import { db } from "@/lib/db";
import { FREE_INVOICES_PER_MONTH, quotaMonth } from "@/lib/plans";

export type DashboardStats = { totalInvoices: number; totalCustomers: number; remainingInvoices: number | null };

/**
 * The dashboard's counts; remainingInvoices is null for Pro (no limit). One statement, one round
 * trip: the dashboard asks on every visit, and each query through Prisma costs about a millisecond
 * of CPU before the database does anything (docs/benchmarks.md).
 */
export async function getDashboardStats(user: { id: string; isPro: boolean }): Promise<DashboardStats> {
  const [counts] = await db.$queryRaw<{ totalInvoices: number; totalCustomers: number; used: number | null }[]>`
    SELECT (SELECT count(*) FROM "Invoice" WHERE "userId" = ${user.id})::int AS "totalInvoices",
           (SELECT count(*) FROM "Customer" WHERE "userId" = ${user.id})::int AS "totalCustomers",
           (SELECT "used" FROM "InvoiceQuota" WHERE "userId" = ${user.id} AND "month" = ${quotaMonth()}) AS "used"`;
  if (!counts) throw new Error("the dashboard counts returned no row");
  const remainingInvoices = user.isPro ? null : Math.max(0, FREE_INVOICES_PER_MONTH - (counts.used ?? 0));
  return { totalInvoices: counts.totalInvoices, totalCustomers: counts.totalCustomers, remainingInvoices };
}
