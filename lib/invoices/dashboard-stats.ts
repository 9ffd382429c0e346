import "server-only";
import { db } from "@/lib/db";
import { Decimal } from "@/lib/money";
import { FREE_INVOICES_PER_MONTH, quotaMonth } from "@/lib/plans";
import { utcToday } from "./invoice-status";
import { openBalanceCondition } from "./status-filter";

/** One sum per currency: invoices in different currencies are never added together. */
export type CurrencyAmount = { currency: string; amount: string };

export type DashboardStats = {
  totalInvoices: number;
  totalCustomers: number;
  remainingInvoices: number | null;
  /** What customers still owe (balances of invoices that are not void, after payments and credit notes). */
  outstanding: CurrencyAmount[];
  /** The part of it past its due date (UTC). */
  overdue: CurrencyAmount[];
  /** Payments dated in the current calendar month (UTC), void invoices left out. */
  paidThisMonth: CurrencyAmount[];
};

/**
 * The dashboard's counts and money figures; remainingInvoices is null for Pro (no limit). Two raw
 * statements sent together rather than one per figure: the dashboard asks on every visit, and each
 * query through Prisma costs about a millisecond of CPU before the database does anything
 * (docs/benchmarks.md).
 */
export async function getDashboardStats(user: { id: string; isPro: boolean }, today = utcToday()): Promise<DashboardStats> {
  // The counts and the money figures are independent: both statements are on the wire at once.
  const [[counts], money] = await Promise.all([
    db.$queryRaw<{ totalInvoices: number; totalCustomers: number; used: number | null }[]>`
      SELECT (SELECT count(*) FROM "Invoice" WHERE "userId" = ${user.id})::int AS "totalInvoices",
             (SELECT count(*) FROM "Customer" WHERE "userId" = ${user.id})::int AS "totalCustomers",
             (SELECT "used" FROM "InvoiceQuota" WHERE "userId" = ${user.id} AND "month" = ${quotaMonth()}) AS "used"`,
    moneyFigures(user.id, today),
  ]);
  if (!counts) throw new Error("the dashboard counts returned no row");
  const remainingInvoices = user.isPro ? null : Math.max(0, FREE_INVOICES_PER_MONTH - (counts.used ?? 0));
  return { totalInvoices: counts.totalInvoices, totalCustomers: counts.totalCustomers, remainingInvoices, ...money };
}

type MoneyRow = { kind: "outstanding" | "overdue" | "paidThisMonth"; currency: string; amount: string };

/** The money cards of the dashboard, each a list of {currency, amount} with amounts as decimal strings. */
async function moneyFigures(userId: string, today: string): Promise<Pick<DashboardStats, "outstanding" | "overdue" | "paidThisMonth">> {
  const monthStart = `${today.slice(0, 7)}-01`;
  const rows = await db.$queryRaw<MoneyRow[]>`
    WITH open AS (
      SELECT currency::text AS currency, total - "amountCredited" - ("amountPaid" - "amountRefunded") AS balance,
        "dueDate" < ${today}::date AS late
      FROM "Invoice" WHERE "userId" = ${userId} AND ${openBalanceCondition()}
    )
    SELECT 'outstanding' AS kind, currency, sum(balance)::text AS amount FROM open GROUP BY currency
    UNION ALL
    SELECT 'overdue', currency, sum(balance)::text FROM open WHERE late GROUP BY currency
    UNION ALL
    SELECT 'paidThisMonth', invoice.currency::text, sum(payment.amount)::text
    FROM "Payment" payment JOIN "Invoice" invoice ON invoice.id = payment."invoiceId"
    WHERE invoice."userId" = ${userId} AND invoice."voidedAt" IS NULL
      AND payment.date >= ${monthStart}::date AND payment.date < (${monthStart}::date + interval '1 month')
    GROUP BY invoice.currency
    ORDER BY 1, 2`;
  const of = (kind: MoneyRow["kind"]) =>
    rows.filter((row) => row.kind === kind).map(({ currency, amount }) => ({ currency, amount: new Decimal(amount).toFixed(2) }));
  return { outstanding: of("outstanding"), overdue: of("overdue"), paidThisMonth: of("paidThisMonth") };
}
