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
  kind: "counts" | "outstanding" | "notDue" | "paidThisMonth";
  currency: string | null;
  amount: string | null;
  n: number | null;
  m: number | null;
};

/**
 * The dashboard's figures from the aggregates the database keeps in the transaction of every write
 * (triggers of migrations dashboard_aggregates and dashboard_credit_notes,
 * docs/decisions/0021-dashboard-aggregates-and-user-scoped-indexes.md): one row of counts, one row
 * per currency of what is owed, the buckets per due date from today on, one row per currency of
 * this month's payments. Overdue is what is owed less what falls due today or later, so it needs no
 * job at midnight, and the rows read are as many as days ahead with something due, never the
 * number of invoices: 100 and 100,000 invoices read the same few rows.
 */
export async function readDashboardFigures(userId: string, today: string): Promise<DashboardFigures> {
  const monthStart = `${today.slice(0, 7)}-01`;
  const rows = await db.$queryRaw<FigureRow[]>`
    SELECT 'counts' AS kind, NULL AS currency, NULL AS amount, invoices AS n, customers AS m FROM "DashboardCount" WHERE "userId" = ${userId}
    UNION ALL
    SELECT 'outstanding', currency::text, balance::text, count, NULL FROM "DashboardOutstanding" WHERE "userId" = ${userId}
    UNION ALL
    SELECT 'notDue', currency::text, sum(balance)::text, sum(count)::int, NULL FROM "DashboardOpenBalance"
    WHERE "userId" = ${userId} AND "dueDate" >= ${today}::date GROUP BY currency
    UNION ALL
    SELECT 'paidThisMonth', currency::text, amount::text, NULL, NULL FROM "DashboardPaidMonth" WHERE "userId" = ${userId} AND month = ${monthStart}::date
    ORDER BY 1, 2`;
  const counts = rows.find((row) => row.kind === "counts");
  const of = (kind: FigureRow["kind"]) => rows.filter((row) => row.kind === kind);
  const amount = (value: Decimal | string | null) => new Decimal(value ?? 0).toFixed(2);
  const outstanding = of("outstanding");
  const notDue = new Map(of("notDue").map((row) => [row.currency, row]));
  const overdue = outstanding.flatMap((row) => {
    const ahead = notDue.get(row.currency);
    const lateInvoices = (row.n ?? 0) - (ahead?.n ?? 0);
    return lateInvoices > 0
      ? [{ currency: row.currency ?? "", amount: amount(new Decimal(row.amount ?? 0).minus(ahead?.amount ?? 0)) }]
      : [];
  });
  return {
    totalInvoices: counts?.n ?? 0,
    totalCustomers: counts?.m ?? 0,
    outstanding: outstanding.map((row) => ({ currency: row.currency ?? "", amount: amount(row.amount) })),
    overdue,
    paidThisMonth: of("paidThisMonth").map((row) => ({ currency: row.currency ?? "", amount: amount(row.amount) })),
  };
}
