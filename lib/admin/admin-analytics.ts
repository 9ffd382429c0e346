import "server-only";
import { z } from "zod";
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { addDays, isoDay, startOfUtcDay, startOfUtcMonth } from "./calendar";
import { moneyString, percent, toCount } from "./figures";

export const ANALYTICS_PERIODS = ["week", "month", "year"] as const;
export type AnalyticsPeriod = (typeof ANALYTICS_PERIODS)[number];

/** `?period=` of GET /api/admin/analytics: a month when absent. */
export const analyticsQuerySchema = z.object({
  period: z.enum(ANALYTICS_PERIODS, { error: "period must be week, month or year" }).default("month"),
});

const CURRENCIES = ["USD", "EUR", "GBP", "SEK"] as const;

export type AdminAnalytics = {
  userGrowth: { date: string; new: number }[];
  invoicesPerDay: { date: string; count: number }[];
  topCountries: { country: string; percentage: number }[];
  /** value: the average USD invoice ("0.00" with none); byCurrency: each currency's own average, null with none. */
  avgInvoiceValue: { date: string; value: string; byCurrency: Record<string, string | null> }[];
};

/**
 * week: the last 7 UTC days; month: the last 30 days; year: the last 12 calendar months (one
 * point per month). Every point is present, with 0 when nothing happened: the series come from
 * generate_series left-joined to the grouped rows. Invoices are read from InvoiceRollup (per UTC
 * day, kept by triggers), users from the User (createdAt) index.
 */
function buckets(period: AnalyticsPeriod, now: Date): { start: Date; last: Date; step: "day" | "month" } {
  if (period === "year") return { start: startOfUtcMonth(now, 11), last: startOfUtcMonth(now), step: "month" };
  const days = period === "week" ? 7 : 30;
  return { start: addDays(startOfUtcDay(now), -(days - 1)), last: startOfUtcDay(now), step: "day" };
}

export async function readAdminAnalytics(period: AnalyticsPeriod, now = new Date()): Promise<AdminAnalytics> {
  const { start, last, step } = buckets(period, now);
  const unit = Prisma.raw(`'${step}'`);
  const format = Prisma.raw(step === "day" ? "'YYYY-MM-DD'" : "'YYYY-MM'");
  const series = Prisma.sql`generate_series(${start}::timestamp, ${last}::timestamp, interval '1 ${Prisma.raw(step)}') AS bucket`;

  const [growth, invoices, countries] = await Promise.all([
    db.$queryRaw<{ date: string; n: bigint }[]>(Prisma.sql`
      SELECT to_char(bucket, ${format}) AS date, coalesce(u.n, 0) AS n
      FROM ${series}
      LEFT JOIN (SELECT date_trunc(${unit}, "createdAt") AS b, count(*) AS n FROM "User" WHERE "createdAt" >= ${start} GROUP BY 1) u ON u.b = bucket
      ORDER BY bucket`),
    db.$queryRaw<{ date: string; currency: string | null; n: bigint; total: Prisma.Decimal | null }[]>(Prisma.sql`
      SELECT to_char(bucket, ${format}) AS date, i.currency, coalesce(i.n, 0) AS n, i.total
      FROM ${series}
      LEFT JOIN (
        SELECT date_trunc(${unit}, day::timestamp) AS b, currency::text AS currency, sum(count) AS n, sum(total) AS total
        FROM "InvoiceRollup" WHERE day >= ${isoDay(start)}::date GROUP BY 1, 2 HAVING sum(count) > 0
      ) i ON i.b = bucket
      ORDER BY bucket`),
    db.$queryRaw<{ country: string; n: bigint; total: bigint }[]>(Prisma.sql`
      SELECT country, count(*) AS n, (sum(count(*)) OVER ())::bigint AS total FROM "User" GROUP BY country ORDER BY n DESC, country LIMIT 5`),
  ]);

  const perDate = new Map<string, { count: number; byCurrency: Record<string, { n: number; total: Prisma.Decimal }> }>();
  for (const row of invoices) {
    const entry = perDate.get(row.date) ?? { count: 0, byCurrency: {} };
    if (row.currency) {
      entry.count += toCount(row.n);
      entry.byCurrency[row.currency] = { n: toCount(row.n), total: new Prisma.Decimal(row.total ?? 0) };
    }
    perDate.set(row.date, entry);
  }
  const average = (entry: { n: number; total: Prisma.Decimal } | undefined) => moneyString(entry ? entry.total.dividedBy(entry.n) : 0);

  return {
    userGrowth: growth.map((row) => ({ date: row.date, new: toCount(row.n) })),
    invoicesPerDay: [...perDate].map(([date, entry]) => ({ date, count: entry.count })),
    topCountries: countries.map((row) => ({ country: row.country, percentage: percent(toCount(row.n), toCount(row.total)) })),
    avgInvoiceValue: [...perDate].map(([date, entry]) => ({
      date,
      value: average(entry.byCurrency.USD),
      byCurrency: Object.fromEntries(
        CURRENCIES.map((currency) => [currency, entry.byCurrency[currency] ? average(entry.byCurrency[currency]) : null]),
      ),
    })),
  };
}
