import "server-only";
import { db } from "@/lib/db";
import { newId } from "@/lib/db/new-id";
import type { Prisma } from "@/lib/generated/prisma/client";
import { purgeCutoff, retentionYears } from "./retention";

type Tx = Prisma.TransactionClient;

export type PurgeResult = {
  /** Invoices deleted with their items, payments, refunds, reminders, credit notes and history. */
  invoices: number;
  /** Closed accounts deleted because nothing of them was left. */
  accounts: number;
};

/**
 * The records purge (issue #25, docs/records.md): deletes a closed account's invoices once
 * RECORDS_RETENTION_YEARS have passed after the end of the year of their latest date (the invoice,
 * its date of supply, its payments and refunds, its credit notes: an invoice goes with the credit
 * notes that correct it, so both go when the later of them is past its time), and nothing else: open accounts keep all their records, and a
 * closed account's newer ones stay. An account with nothing left is deleted. Runs from POST/GET
 * /api/cron/purge-records and `npm run jobs:purge-records`.
 *
 * Each closed account is one transaction that first takes its row with FOR UPDATE SKIP LOCKED: that
 * is the claim, so runs that overlap never work on the same account, and a run that fails midway
 * leaves that account as it was.
 */
export async function runPurgeRecords(now: Date = new Date()): Promise<PurgeResult> {
  const cutoff = purgeCutoff(now, retentionYears());
  const closed = await db.user.findMany({ where: { closedAt: { not: null } }, select: { id: true }, orderBy: { closedAt: "asc" } });
  const result: PurgeResult = { invoices: 0, accounts: 0 };
  for (const { id } of closed) {
    const purged = await db.$transaction((tx) => purgeAccount(tx, id, cutoff), { timeout: 60_000 });
    result.invoices += purged.invoices;
    result.accounts += purged.accounts;
  }
  return result;
}

type Expired = { id: string; number: string; issueDate: Date; creditNotes: { id: string; number: string; issueDate: string }[] };

async function purgeAccount(tx: Tx, userId: string, cutoff: string): Promise<PurgeResult> {
  const [claimed] = await tx.$queryRaw<{ id: string }[]>`
    SELECT id FROM "User" WHERE id = ${userId} AND "closedAt" IS NOT NULL FOR UPDATE SKIP LOCKED`;
  if (!claimed) return { invoices: 0, accounts: 0 };

  const expired = await tx.$queryRaw<Expired[]>`
    SELECT i.id, i.number, i."invoiceDate" AS "issueDate",
      (SELECT coalesce(json_agg(json_build_object('id', c.id, 'number', c.number, 'issueDate', c."issueDate") ORDER BY c."issueDate", c.id), '[]'::json)
        FROM "CreditNote" c WHERE c."invoiceId" = i.id) AS "creditNotes"
    FROM "Invoice" i
    WHERE i."userId" = ${userId}
      AND greatest(i."invoiceDate", coalesce(i."supplyDate", i."invoiceDate"),
        (SELECT max(p.date) FROM "Payment" p WHERE p."invoiceId" = i.id),
        (SELECT max(r.date) FROM "Refund" r WHERE r."invoiceId" = i.id),
        (SELECT max(c."issueDate") FROM "CreditNote" c WHERE c."invoiceId" = i.id)) < ${cutoff}::date`;

  if (expired.length > 0) {
    const ids = expired.map((invoice) => invoice.id);
    const notes = expired.flatMap((invoice) => invoice.creditNotes);
    const sequences = await deleteHistoryOf(
      tx,
      ids,
      notes.map((note) => note.id),
    );
    await tx.purgedRecord.createMany({
      data: [
        ...expired.map((invoice) => ({
          id: newId(),
          userId,
          documentType: "invoice",
          documentId: invoice.id,
          number: invoice.number,
          issueDate: invoice.issueDate,
          historySequences: sequences.get(invoice.id) ?? [],
        })),
        ...notes.map((note) => ({
          id: newId(),
          userId,
          documentType: "credit_note",
          documentId: note.id,
          number: note.number,
          issueDate: new Date(`${note.issueDate.slice(0, 10)}T00:00:00Z`),
          historySequences: sequences.get(note.id) ?? [],
        })),
      ],
    });
    // Items, payments, refunds, reminders and credit notes go with their invoice (ON DELETE CASCADE).
    await tx.invoice.deleteMany({ where: { userId, id: { in: ids } } });
    await tx.$executeRaw`
      DELETE FROM "Customer" c WHERE c."userId" = ${userId}
        AND NOT EXISTS (SELECT 1 FROM "Invoice" i WHERE i."customerId" = c.id)`;
  }

  if ((await tx.invoice.count({ where: { userId } })) > 0) return { invoices: expired.length, accounts: 0 };
  // Nothing of the account is left: the account goes too, with its purge log and whatever it still owns.
  await tx.purgedRecord.deleteMany({ where: { userId } });
  // The chain's head (HistoryChain) goes with the user row; no entry of it is left.
  await tx.user.delete({ where: { id: userId } });
  return { invoices: expired.length, accounts: 1 };
}

/**
 * Deletes the history entries of these invoices and credit notes through the one door the
 * append-only trigger leaves (invoiceflow.purge_records set for this transaction only, migration
 * history_chain), and answers the sequence numbers deleted per document for the purge log: an
 * entry about a credit note is the credit note's, else the invoice's.
 */
async function deleteHistoryOf(tx: Tx, invoiceIds: string[], creditNoteIds: string[]): Promise<Map<string, number[]>> {
  const removed = new Map<string, number[]>();
  await tx.$executeRaw`SELECT set_config('invoiceflow.purge_records', 'on', true)`;
  const rows = await tx.$queryRaw<{ documentId: string; sequence: number }[]>`
    DELETE FROM "HistoryEntry" WHERE "invoiceId" = ANY(${invoiceIds}::text[]) OR "creditNoteId" = ANY(${creditNoteIds}::text[])
    RETURNING coalesce("creditNoteId", "invoiceId") AS "documentId", "sequence"`;
  await tx.$executeRaw`SELECT set_config('invoiceflow.purge_records', 'off', true)`;
  for (const row of rows)
    removed.set(
      row.documentId,
      [...(removed.get(row.documentId) ?? []), row.sequence].sort((a, b) => a - b),
    );
  return removed;
}
