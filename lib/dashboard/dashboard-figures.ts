import "server-only";
import { db } from "@/lib/db";
import { Decimal } from "@/lib/money";

/** One sum per currency: invoices in different currencies are never added together. */
export type CurrencyAmount = { currency: string; amount: string };

export type DashboardFigures = {
  totalInvoices: number;
  totalCustomers: number;
  /** What customers still owe (balances of invoices that are not void). */
  outstanding: CurrencyAmount[];
  /** The part of it past its due date (UTC). */
  overdue: CurrencyAmount[];
  /** Payments dated in the current calendar month (UTC), void invoices left out. */
  paidThisMonth: CurrencyAmount[];
};

type FigureRow = {
  kind: "counts" | "outstanding" | "overdue" | "paidThisMonth";
  currency: string | null;
  amount: string | null;
  n: number | null;
  m: number | null;
};

/**
 * The dashboard's figures from the aggregates the database keeps in the transaction of every write
 * (triggers of migration dashboard_aggregates, docs/decisions/0021-dashboard-aggregates-and-user-scoped-indexes.md):
 * one row of counts, one row per currency and due date with something open, one per currency for
 * this month's payments. So the cost follows the days with open invoices, never the number of
 * invoices: 100 and 100,000 invoices read the same few rows. Overdue is the open balances due
 * before today, which is why they are kept per due date: no job has to move them at midnight.
 */
export async function readDashboardFigures(userId: string, today: string): Promise<DashboardFigures> {
  const monthStart = `${today.slice(0, 7)}-01`;
  const rows = await db.$queryRaw<FigureRow[]>`
    SELECT 'counts' AS kind, NULL AS currency, NULL AS amount, invoices AS n, customers AS m FROM "DashboardCount" WHERE "userId" = ${userId}
    UNION ALL
    SELECT 'outstanding', currency::text, sum(balance)::text, NULL, NULL FROM "DashboardOpenBalance" WHERE "userId" = ${userId} GROUP BY currency
    UNION ALL
    SELECT 'overdue', currency::text, sum(balance)::text, NULL, NULL FROM "DashboardOpenBalance"
    WHERE "userId" = ${userId} AND "dueDate" < ${today}::date GROUP BY currency
    UNION ALL
    SELECT 'paidThisMonth', currency::text, amount::text, NULL, NULL FROM "DashboardPaidMonth" WHERE "userId" = ${userId} AND month = ${monthStart}::date
    ORDER BY 1, 2`;
  const counts = rows.find((row) => row.kind === "counts");
  const of = (kind: FigureRow["kind"]) =>
    rows
      .filter((row) => row.kind === kind)
      .map((row) => ({ currency: row.currency ?? "", amount: new Decimal(row.amount ?? 0).toFixed(2) }));
  return {
    totalInvoices: counts?.n ?? 0,
    totalCustomers: counts?.m ?? 0,
    outstanding: of("outstanding"),
    overdue: of("overdue"),
    paidThisMonth: of("paidThisMonth"),
  };
}
