import { db, type Tx } from "@/lib/db";

export const INVOICE_NUMBER_PREFIX = "INV-";
/** The counter's value before a user's first invoice: the first number is INV-1001. */
export const FIRST_COUNTER_VALUE = 1000;

export function formatInvoiceNumber(sequence: number): string {
  return `${INVOICE_NUMBER_PREFIX}${sequence}`;
}

/**
 * Claims the next number of a user's sequence: one `UPDATE … RETURNING` (an upsert), so concurrent
 * claims queue on the row and each gets its own number. Inside the creating transaction a rollback
 * gives the number back, so committed invoices have no gaps (a PostgreSQL sequence would leave them).
 */
export async function claimNextNumber(tx: Tx, userId: string): Promise<string> {
  const [row] = await tx.$queryRaw<{ lastNumber: number }[]>`
    INSERT INTO "InvoiceCounter" ("userId", "lastNumber") VALUES (${userId}, ${FIRST_COUNTER_VALUE + 1})
    ON CONFLICT ("userId") DO UPDATE SET "lastNumber" = "InvoiceCounter"."lastNumber" + 1
    RETURNING "lastNumber"`;
  if (!row) throw new Error("the invoice counter returned no row");
  return formatInvoiceNumber(row.lastNumber);
}

/** The number the next invoice would get, without claiming it. */
export async function peekNextNumber(tx: Tx, userId: string): Promise<string> {
  const counter = await tx.invoiceCounter.findUnique({ where: { userId }, select: { lastNumber: true } });
  return formatInvoiceNumber((counter?.lastNumber ?? FIRST_COUNTER_VALUE) + 1);
}

/**
 * Moves a user's counter past the next numbers of the sequence that invoices already hold (typed
 * by hand), so that the next claim gets a free one. Skipping a held number leaves no gap: an
 * invoice has it. Each step is a conditional update, safe next to concurrent claims.
 */
export async function skipHeldNumbers(userId: string): Promise<void> {
  // A user whose first invoices were all numbered by hand has no counter row to move yet.
  await db.$executeRaw`
    INSERT INTO "InvoiceCounter" ("userId", "lastNumber") VALUES (${userId}, ${FIRST_COUNTER_VALUE})
    ON CONFLICT ("userId") DO NOTHING`;
  for (;;) {
    const moved = await db.$executeRaw`
      UPDATE "InvoiceCounter" counter SET "lastNumber" = counter."lastNumber" + 1
      WHERE counter."userId" = ${userId} AND EXISTS (
        SELECT 1 FROM "Invoice" WHERE "userId" = ${userId} AND number = ${INVOICE_NUMBER_PREFIX}::text || (counter."lastNumber" + 1))`;
    if (moved === 0) return;
  }
}
