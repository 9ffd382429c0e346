import "server-only";
import { db, Prisma } from "@/lib/db";
import { crossRate } from "@/lib/money";

export type ReferenceRate = {
  /** Units of `to` for one unit of `from`, six decimals. */
  rate: string;
  /** The ECB publication the rate is from. */
  date: string;
};

/**
 * Which publication a date takes: the latest on or before it (Art. 91(2): "the latest exchange
 * rate published by the ECB at the time the tax becomes chargeable"), or the first on or after it
 * (Art. 369h(1): the OSS return converts at the rate of the period's last day "or, if there is no
 * publication on that day, on the next day of publication").
 */
export type RateLookup = "on_or_before" | "on_or_after";

/**
 * Rates found for the very day asked: a published reference rate never changes, so these are kept
 * (a few thousand at most) and an invoice in another currency costs no query once its day was seen.
 * A rate found for another day (a weekend, a day not yet published) is not kept: the job may store
 * the day's own rate later.
 */
const exactDay = new Map<string, ReferenceRate>();
const EXACT_DAY_LIMIT = 2_000;
/**
 * A miss is remembered for a minute: a server without rates (ECB_RATES_URL unset) then asks once a
 * minute per currency and day instead of on every invoice, and a rate the job has just stored is
 * seen a minute later at most.
 */
const misses = new Map<string, number>();
const MISS_TTL_MS = 60_000;

/**
 * The ECB reference rate from one currency to another for a date, through the euro, from the rates
 * the ecb-rates job stored; null when none is stored (the job never ran, or the date is outside
 * what it fetched). Both currencies are read from the same publication.
 */
export async function findReferenceRate(
  from: string,
  to: string,
  date: string,
  lookup: RateLookup = "on_or_before",
): Promise<ReferenceRate | null> {
  if (from === to) return { rate: "1.000000", date };
  const key = `${from}|${to}|${date}`;
  const kept = exactDay.get(key);
  if (kept) return kept;
  const missKey = `${key}|${lookup}`;
  if ((misses.get(missKey) ?? 0) > Date.now()) return null;
  const currencies = [from, to].filter((currency) => currency !== "EUR");
  const needed = currencies.length;
  const before = lookup === "on_or_before";
  const [row] = await db.$queryRaw<{ date: Date; rates: Record<string, string> }[]>`
    SELECT date, jsonb_object_agg(currency, rate::text) AS rates FROM "ExchangeRate"
    WHERE currency = ANY(${currencies}::text[]) AND ${before ? Prisma.sql`date <= ${date}::date` : Prisma.sql`date >= ${date}::date`}
    GROUP BY date HAVING count(*) = ${needed}::int
    ORDER BY ${before ? Prisma.sql`date DESC` : Prisma.sql`date ASC`} LIMIT 1`;
  if (!row) {
    if (misses.size >= EXACT_DAY_LIMIT) misses.clear();
    misses.set(missKey, Date.now() + MISS_TTL_MS);
    return null;
  }
  const perEuro = (currency: string) => (currency === "EUR" ? "1" : (row.rates[currency] as string));
  const found = { rate: crossRate(perEuro(from), perEuro(to)), date: row.date.toISOString().slice(0, 10) };
  if (found.date === date) {
    if (exactDay.size >= EXACT_DAY_LIMIT) exactDay.delete(exactDay.keys().next().value as string);
    exactDay.set(key, found);
  }
  return found;
}
