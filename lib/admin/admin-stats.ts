import "server-only";
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { addDays, isoDay, startOfUtcMonth } from "./calendar";
import { churnRate } from "./churn-rate";
import { percent, toCount } from "./figures";
import { monthlyRevenue, nextMonth } from "./monthly-revenue";

export type AdminStats = {
  totalUsers: number;
  proUsers: number;
  /** USD, two decimals */
  monthlyRevenue: string;
  totalInvoices: number;
  activeUsers7d: number;
  invoicesThisMonth: number;
  avgInvoicesPerUser: number;
  /** % */
  conversionRate: number;
  /** % */
  churnRate: number;
};

/** The Overview cards (SPEC section 3 "Admin stats"); every figure is defined in docs/admin.md. */
export async function readAdminStats(now = new Date()): Promise<AdminStats> {
  const monthStart = startOfUtcMonth(now);
  const [[users], [invoices], revenue, churn] = await Promise.all([
    db.$queryRaw<{ total: bigint; pro: bigint; active: bigint }[]>(Prisma.sql`
      SELECT count(*) AS total,
             count(*) FILTER (WHERE "isPro") AS pro,
             count(*) FILTER (WHERE "lastSeenAt" >= ${addDays(now, -7)}) AS active
      FROM "User" WHERE "closedAt" IS NULL`),
    // InvoiceRollup: invoices per day, kept by triggers on Invoice (prisma/schema.prisma).
    db.$queryRaw<{ total: bigint | null; thisMonth: bigint | null }[]>(Prisma.sql`
      SELECT sum(count) AS total, sum(count) FILTER (WHERE day >= ${isoDay(monthStart)}::date) AS "thisMonth" FROM "InvoiceRollup"`),
    monthlyRevenue(monthStart, nextMonth(monthStart)),
    churnRate(monthStart),
  ]);
  const totalUsers = toCount(users?.total);
  const proUsers = toCount(users?.pro);
  const totalInvoices = toCount(invoices?.total);
  return {
    totalUsers,
    proUsers,
    monthlyRevenue: revenue,
    totalInvoices,
    activeUsers7d: toCount(users?.active),
    invoicesThisMonth: toCount(invoices?.thisMonth),
    avgInvoicesPerUser: totalUsers === 0 ? 0 : Math.round((totalInvoices / totalUsers) * 100) / 100,
    conversionRate: percent(proUsers, totalUsers),
    churnRate: churn,
  };
}
