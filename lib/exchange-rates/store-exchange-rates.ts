import "server-only";
import { db } from "@/lib/db";
import type { EcbRate } from "./parse-ecb-rates";

/** Rows per statement: the historical file holds ~200 000. */
const CHUNK = 5_000;

/**
 * Writes published rates; a rate already stored for its (currency, date) is kept (the ECB never
 * revises a published reference rate), so any number of runs, also at once, store each rate once.
 * Answers how many rows were new.
 */
export async function storeExchangeRates(rates: readonly EcbRate[]): Promise<number> {
  let stored = 0;
  for (let start = 0; start < rates.length; start += CHUNK) {
    const chunk = rates.slice(start, start + CHUNK);
    stored += await db.$executeRaw`
      INSERT INTO "ExchangeRate" ("currency", "date", "rate")
      SELECT currency, date::date, rate::numeric
      FROM unnest(${chunk.map((rate) => rate.currency)}::text[], ${chunk.map((rate) => rate.date)}::text[], ${chunk.map((rate) => rate.rate)}::text[])
        AS incoming(currency, date, rate)
      ON CONFLICT ("currency", "date") DO NOTHING`;
  }
  return stored;
}
