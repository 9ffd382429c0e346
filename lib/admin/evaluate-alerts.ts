import "server-only";
import { db } from "@/lib/db";
import { Decimal } from "@/lib/money";
import { addDays, startOfUtcMonth } from "./calendar";
import { churnRate } from "./churn-rate";
import { toCount } from "./figures";
import { monthlyRevenue, nextMonth } from "./monthly-revenue";

/** SPEC section 9. */
export const HIGH_CHURN_PERCENT = 5;
export const SIGNUP_SPIKE_FACTOR = 2;

export type AdminAlert = { id: "high_churn" | "revenue_drop" | "signup_spike"; label: string; triggered: boolean; detail: string };

/** The Settings tab's three alerts, each evaluated on today's figures (definitions in docs/admin.md). */
export async function evaluateAlerts(now = new Date()): Promise<AdminAlert[]> {
  const monthStart = startOfUtcMonth(now);
  const lastMonthStart = startOfUtcMonth(now, 1);
  const [churn, revenue, lastRevenue, [signups]] = await Promise.all([
    churnRate(monthStart),
    monthlyRevenue(monthStart, nextMonth(monthStart)),
    monthlyRevenue(lastMonthStart, monthStart),
    db.$queryRaw<{ thisWeek: bigint; lastWeek: bigint }[]>`
      SELECT count(*) FILTER (WHERE "createdAt" >= ${addDays(now, -7)}) AS "thisWeek",
             count(*) FILTER (WHERE "createdAt" < ${addDays(now, -7)}) AS "lastWeek"
      FROM "User" WHERE "createdAt" >= ${addDays(now, -14)}`,
  ]);
  const thisWeek = toCount(signups?.thisWeek);
  const lastWeek = toCount(signups?.lastWeek);
  return [
    {
      id: "high_churn",
      label: `High churn (above ${HIGH_CHURN_PERCENT}%)`,
      triggered: churn > HIGH_CHURN_PERCENT,
      detail: `Churn this month: ${churn}%`,
    },
    {
      id: "revenue_drop",
      label: "Revenue drop (below last month)",
      triggered: new Decimal(revenue).lessThan(lastRevenue),
      detail: `This month ${revenue} USD, last month ${lastRevenue} USD`,
    },
    {
      id: "signup_spike",
      label: `Signup spike (${SIGNUP_SPIKE_FACTOR}x last week)`,
      triggered: thisWeek > 0 && thisWeek >= SIGNUP_SPIKE_FACTOR * lastWeek,
      detail: `Last 7 days: ${thisWeek} signups, the 7 days before: ${lastWeek}`,
    },
  ];
}
