import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import { db } from "@/lib/db/client";
import { INVOICE_NUMBER_PREFIX } from "@/lib/invoices/invoice-number-format";

/** The counter's value before a user's first invoice: the first number is INV-1001. */
export const FIRST_COUNTER_VALUE = 1000;

/**
 * `formatInvoiceNumber` (lib/invoices/invoice-number-format.ts) in SQL, for statements that number
 * inside the database: a counter value the statement holds (an integer expression) as an invoice
 * number. The two are the only places that put the prefix in front.
 */
export function invoiceNumberSql(sequence: Prisma.Sql): Prisma.Sql {
  return Prisma.sql`(${INVOICE_NUMBER_PREFIX}::text || (${sequence}))`;
}

/**
 * The one counter upsert: takes the next value of a user's sequence and answers it as
 * `"lastNumber"`. Concurrent bumps queue on the row (PostgreSQL locks it and re-reads the latest
 * value), so each gets its own; inside a statement or transaction that fails, the bump is undone
 * with it, so committed invoices have no gaps (a PostgreSQL sequence would leave them).
 * `from` limits when it runs, as the invoice statement does (`FROM allowed WHERE …`).
 */
export function bumpCounterSql(userId: string, from: Prisma.Sql = Prisma.empty): Prisma.Sql {
  return Prisma.sql`
    INSERT INTO "InvoiceCounter" ("userId", "lastNumber") SELECT ${userId}, ${FIRST_COUNTER_VALUE + 1}::int ${from}
    ON CONFLICT ("userId") DO UPDATE SET "lastNumber" = "InvoiceCounter"."lastNumber" + 1
    RETURNING "lastNumber"`;
}

/**
 * Gives a user a counter row at the value before the first number, when none exists: a user whose
 * first invoices were all numbered by hand has none to move yet (skipHeldNumber).
 */
export async function ensureCounter(userId: string): Promise<void> {
  await db.$executeRaw`
    INSERT INTO "InvoiceCounter" ("userId", "lastNumber") VALUES (${userId}, ${FIRST_COUNTER_VALUE})
    ON CONFLICT ("userId") DO NOTHING`;
}

/**
 * Moves a user's counter one step when an invoice already holds the next number of the sequence
 * (typed by hand); answers whether it moved. A conditional update, safe next to concurrent bumps.
 */
export async function skipHeldNumber(userId: string): Promise<boolean> {
  const moved = await db.$executeRaw`
    UPDATE "InvoiceCounter" counter SET "lastNumber" = counter."lastNumber" + 1
    WHERE counter."userId" = ${userId} AND EXISTS (
      SELECT 1 FROM "Invoice" WHERE "userId" = ${userId} AND number = ${invoiceNumberSql(Prisma.sql`counter."lastNumber" + 1`)})`;
  return moved > 0;
}
