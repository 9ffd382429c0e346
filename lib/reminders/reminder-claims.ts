import "server-only";
import { db } from "@/lib/db";

/**
 * Claims one reminder stage of an invoice, so that of any number of runs at once exactly one sends
 * it: true for the run whose row went in. In one transaction, statement by statement:
 *
 * 1. The invoice's row is locked, and only while it still needs a reminder (not void, a balance
 *    left): a payment or a void recorded meanwhile (both lock the same row) is seen here, and two
 *    claims of one invoice take turns.
 * 2. Under that lock a fresh statement (its own snapshot, READ COMMITTED) inserts the stage unless
 *    this stage or a later one is already there. ON CONFLICT DO NOTHING RETURNING: only the inserter
 *    gets a row back. A later stage already claimed (by a run that saw a later day) keeps an earlier
 *    one from ever going out after it.
 *
 * The claim is committed before the mail is sent; a failed send gives it back (releaseReminder).
 * A process that dies between the two leaves the stage claimed: that reminder is skipped rather
 * than risk sending it twice.
 */
export async function claimReminder(invoiceId: string, stage: number): Promise<boolean> {
  return db.$transaction(async (tx) => {
    const locked = await tx.$queryRaw<{ id: string }[]>`
      SELECT id FROM "Invoice"
      WHERE id = ${invoiceId} AND "deletedAt" IS NULL AND "voidedAt" IS NULL AND total - "amountCredited" > "amountPaid" - "amountRefunded"
      FOR UPDATE`;
    if (locked.length === 0) return false;
    const claimed = await tx.$queryRaw<{ days: number }[]>`
      INSERT INTO "InvoiceReminder" ("invoiceId", days)
      SELECT ${invoiceId}, ${stage}::int
      WHERE NOT EXISTS (SELECT 1 FROM "InvoiceReminder" WHERE "invoiceId" = ${invoiceId} AND days >= ${stage}::int)
      ON CONFLICT DO NOTHING
      RETURNING days`;
    return claimed.length === 1;
  });
}

/** Gives a claimed stage back after its mail failed, so the next run tries again. */
export async function releaseReminder(invoiceId: string, stage: number): Promise<void> {
  await db.invoiceReminder.deleteMany({ where: { invoiceId, days: stage } });
}
