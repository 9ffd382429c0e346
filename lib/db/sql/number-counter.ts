import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import { db } from "@/lib/db/client";
import type { NumberSeries, SeriesName } from "@/lib/numbering/number-series";

/** A counter's value before a user's first number of a series: the first is 1001 (INV-1001). */
export const FIRST_COUNTER_VALUE = 1000;

/**
 * Where each series keeps its counters (one row per user, `"lastNumber"`) and its documents (a
 * `number` column, unique per user). Constants, never input: they are written into the SQL as
 * identifiers.
 */
const SERIES_TABLES: Record<SeriesName, { counter: Prisma.Sql; documents: Prisma.Sql }> = {
  invoice: { counter: Prisma.raw(`"InvoiceCounter"`), documents: Prisma.raw(`"Invoice"`) },
  quote: { counter: Prisma.raw(`"QuoteCounter"`), documents: Prisma.raw(`"Quote"`) },
  creditNote: { counter: Prisma.raw(`"CreditNoteCounter"`), documents: Prisma.raw(`"CreditNote"`) },
};

/**
 * `formatNumber` (lib/numbering/number-series.ts) in SQL, for statements that number inside the
 * database: a counter value the statement holds (an integer expression) as a document number. The
 * two are the only places that put the prefix in front.
 */
export function numberSql(series: NumberSeries, sequence: Prisma.Sql): Prisma.Sql {
  return Prisma.sql`(${series.prefix}::text || (${sequence}))`;
}

/**
 * The one counter upsert: takes the next value of a user's series and answers it as
 * `"lastNumber"`. Concurrent claims queue on the row (PostgreSQL locks it and re-reads the latest
 * value), so each gets its own; inside a statement or transaction that fails, the claim is undone
 * with it, so committed documents have no gaps (a PostgreSQL sequence would leave them).
 * `from` limits when it runs, as the invoice statement does (`FROM allowed WHERE …`).
 */
export function claimNextNumberSql(series: NumberSeries, userId: string, from: Prisma.Sql = Prisma.empty): Prisma.Sql {
  const { counter } = SERIES_TABLES[series.name];
  return Prisma.sql`
    INSERT INTO ${counter} ("userId", "lastNumber") SELECT ${userId}, ${FIRST_COUNTER_VALUE + 1}::int ${from}
    ON CONFLICT ("userId") DO UPDATE SET "lastNumber" = ${counter}."lastNumber" + 1
    RETURNING "lastNumber"`;
}

/** The last value a user's series gave out; null before the first. */
export async function readLastNumber(series: NumberSeries, userId: string): Promise<number | null> {
  const { counter } = SERIES_TABLES[series.name];
  const [row] = await db.$queryRaw<{ lastNumber: number }[]>`SELECT "lastNumber" FROM ${counter} WHERE "userId" = ${userId}`;
  return row?.lastNumber ?? null;
}

/**
 * The first sequence value from `from` on whose number no document of the user holds: numbers
 * typed by hand are stepped over, as the next create will step over them (stepPastTakenNumber).
 * Reads only. One probe of the unique (userId, number) index per taken number; a run of numbers
 * typed ahead is short, and each probe is a single index lookup.
 */
export async function firstFreeSequence(series: NumberSeries, userId: string, from: number): Promise<number> {
  const { documents } = SERIES_TABLES[series.name];
  const [row] = await db.$queryRaw<{ sequence: number }[]>`
    WITH RECURSIVE candidate(sequence) AS (
      SELECT ${from}::int
      UNION ALL
      SELECT candidate.sequence + 1 FROM candidate
      WHERE EXISTS (SELECT 1 FROM ${documents} WHERE "userId" = ${userId} AND number = ${numberSql(series, Prisma.sql`candidate.sequence`)})
    )
    SELECT max(sequence) AS sequence FROM candidate`;
  return row?.sequence ?? from;
}

/**
 * Gives a user a counter row at the value before the first number, when none exists: a user whose
 * first documents were all numbered by hand has none to move yet (stepPastTakenNumber).
 */
export async function createCounterIfMissing(series: NumberSeries, userId: string): Promise<void> {
  const { counter } = SERIES_TABLES[series.name];
  await db.$executeRaw`
    INSERT INTO ${counter} ("userId", "lastNumber") VALUES (${userId}, ${FIRST_COUNTER_VALUE})
    ON CONFLICT ("userId") DO NOTHING`;
}

/**
 * Moves a user's counter one step when a document already holds the next number of the series
 * (typed by hand); answers whether it moved. A conditional update, safe next to concurrent claims.
 */
export async function stepPastTakenNumber(series: NumberSeries, userId: string): Promise<boolean> {
  const { counter, documents } = SERIES_TABLES[series.name];
  const moved = await db.$executeRaw`
    UPDATE ${counter} counter SET "lastNumber" = counter."lastNumber" + 1
    WHERE counter."userId" = ${userId} AND EXISTS (
      SELECT 1 FROM ${documents} WHERE "userId" = ${userId} AND number = ${numberSql(series, Prisma.sql`counter."lastNumber" + 1`)})`;
  return moved > 0;
}
