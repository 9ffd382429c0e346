import "server-only";
import type { Tx } from "@/lib/db";
import { ensureCounter, FIRST_COUNTER_VALUE, skipHeldNumber } from "@/lib/db/sql/invoice-counter";
import { formatInvoiceNumber } from "./invoice-number-format";

/** The number the next invoice would get, without claiming it. */
export async function peekNextNumber(tx: Tx, userId: string): Promise<string> {
  const counter = await tx.invoiceCounter.findUnique({ where: { userId }, select: { lastNumber: true } });
  return formatInvoiceNumber((counter?.lastNumber ?? FIRST_COUNTER_VALUE) + 1);
}

/**
 * Moves a user's counter past the next numbers of the sequence that invoices already hold (typed
 * by hand), so that the next claim gets a free one. Skipping a held number leaves no gap: an
 * invoice has it.
 */
export async function skipHeldNumbers(userId: string): Promise<void> {
  await ensureCounter(userId);
  let moved = true;
  while (moved) moved = await skipHeldNumber(userId);
}
