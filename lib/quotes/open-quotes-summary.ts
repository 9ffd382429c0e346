import "server-only";
import { db } from "@/lib/db";
import { quoteStatusCondition } from "./quote-list";

export type OpenQuotesTotal = { currency: string; count: number; total: string };

/**
 * What the dashboard shows of quotes: the open ones (draft or sent, not expired: still waiting for
 * the customer's answer), counted and summed per currency, largest count first. Sums are exact
 * (numeric in SQL, text on the wire).
 */
export async function openQuotesSummary(userId: string): Promise<{ open: OpenQuotesTotal[] }> {
  const rows = await db.$queryRaw<{ currency: string; count: number; total: string }[]>`
    SELECT currency::text AS currency, count(*)::int AS count, sum(total)::text AS total
    FROM "Quote" WHERE "userId" = ${userId} AND (${quoteStatusCondition("open")})
    GROUP BY currency ORDER BY count(*) DESC, currency`;
  // sum() of numeric(14, 2) keeps the two decimals: "1234.50".
  return { open: rows };
}
