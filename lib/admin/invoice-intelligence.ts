import "server-only";
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { isoDay, startOfUtcDay, startOfUtcMonth, startOfUtcWeek } from "./calendar";
import { moneyString, toCount } from "./figures";

export type InvoiceIntelligence = {
  /**
   * SPEC section 5's field: the average total when every invoice has one currency, else null. Never
   * a sum over currencies (issue #24, item 11); avgInvoiceTotalByCurrency has each currency's.
   */
  avgInvoiceTotal: string | null;
  invoicesToday: number;
  invoicesThisWeek: number;
  invoicesThisMonth: number;
  topBuyerCountries: { country: string; count: number }[];
  /** The average that means something: one per currency, with the number of invoices behind it. */
  avgInvoiceTotalByCurrency: { currency: string; average: string; count: number }[];
};

type Row = {
  currency: string | null;
  country: string | null;
  n: bigint;
  total: Prisma.Decimal | null;
  today: bigint;
  week: bigint;
  month: bigint;
};

/**
 * The Invoice Intelligence panel from InvoiceRollup (invoices counted and summed per UTC day,
 * currency and buyer country, kept by triggers on Invoice): grouping sets give the per-currency
 * figures and the per-country counts in one pass over a few rows a day, never over every invoice.
 * Today, this week (from Monday) and this month are UTC calendar periods, so whole days.
 */
export async function readInvoiceIntelligence(now = new Date()): Promise<InvoiceIntelligence> {
  const rows = (
    await db.$queryRaw<Row[]>(Prisma.sql`
      SELECT currency::text AS currency, "customerCountry" AS country, sum(count) AS n, sum(total) AS total,
             coalesce(sum(count) FILTER (WHERE day >= ${isoDay(startOfUtcDay(now))}::date), 0) AS today,
             coalesce(sum(count) FILTER (WHERE day >= ${isoDay(startOfUtcWeek(now))}::date), 0) AS week,
             coalesce(sum(count) FILTER (WHERE day >= ${isoDay(startOfUtcMonth(now))}::date), 0) AS month
      FROM "InvoiceRollup"
      GROUP BY GROUPING SETS ((currency), ("customerCountry"))`)
  ).filter((row) => toCount(row.n) > 0); // deletions can leave groups at 0
  const byCurrency = rows
    .filter((row) => row.currency !== null)
    .sort((a, b) => toCount(b.n) - toCount(a.n) || (a.currency as string).localeCompare(b.currency as string));
  const topBuyerCountries = rows
    .filter((row) => row.currency === null && row.country !== null)
    .map((row) => ({ country: row.country as string, count: toCount(row.n) }))
    .sort((a, b) => b.count - a.count || a.country.localeCompare(b.country))
    .slice(0, 5);
  const averages = byCurrency.map((row) => ({
    currency: row.currency as string,
    average: moneyString(new Prisma.Decimal(row.total ?? 0).dividedBy(toCount(row.n))),
    count: toCount(row.n),
  }));
  return {
    avgInvoiceTotal: averages.length === 0 ? moneyString(0) : averages.length === 1 ? averages[0]!.average : null,
    invoicesToday: byCurrency.reduce((total, row) => total + toCount(row.today), 0),
    invoicesThisWeek: byCurrency.reduce((total, row) => total + toCount(row.week), 0),
    invoicesThisMonth: byCurrency.reduce((total, row) => total + toCount(row.month), 0),
    topBuyerCountries,
    avgInvoiceTotalByCurrency: averages,
  };
}
