import "server-only";
import { readDashboardFigures, type CurrencyAmount, type DashboardFigures } from "@/lib/dashboard/dashboard-figures";
import { db } from "@/lib/db";
import { FREE_INVOICES_PER_MONTH, quotaMonth } from "@/lib/plans";
import { utcToday } from "./invoice-status";

export type { CurrencyAmount };

export type DashboardStats = DashboardFigures & {
  remainingInvoices: number | null;
};

/**
 * The dashboard's counts and money figures; remainingInvoices is null for Pro (no limit). The
 * figures come from the aggregates kept by the database (lib/dashboard/dashboard-figures.ts), so
 * they cost the same at 100 and at 100,000 invoices. Raw statements, both on the wire at once: each
 * query through Prisma's typed API costs about a millisecond of CPU (docs/benchmarks.md).
 */
export async function getDashboardStats(user: { id: string; isPro: boolean }, today = utcToday()): Promise<DashboardStats> {
  const [figures, quota] = await Promise.all([
    readDashboardFigures(user.id, today),
    user.isPro
      ? []
      : db.$queryRaw<{ used: number }[]>`SELECT used FROM "InvoiceQuota" WHERE "userId" = ${user.id} AND month = ${quotaMonth()}`,
  ]);
  const remainingInvoices = user.isPro ? null : Math.max(0, FREE_INVOICES_PER_MONTH - (quota[0]?.used ?? 0));
  return { ...figures, remainingInvoices };
}
