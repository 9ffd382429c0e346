import type { Tx } from "@/lib/db";

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
