import "server-only";
import type { Tx } from "@/lib/db";
import { newId } from "@/lib/db/new-id";
import type { HistoryActor, HistoryDetail, HistoryEntryType } from "./entry-types";

export type HistoryEntryInput = {
  userId: string;
  /** The document the fact is about: an invoice, a credit note, or both (a credit note crediting an invoice). */
  invoiceId?: string | null;
  creditNoteId?: string | null;
  type: HistoryEntryType;
  actor: HistoryActor;
  detail?: HistoryDetail;
};

/**
 * Appends one entry to the user's history inside the caller's transaction (`db.$transaction(async
 * (tx) => …)`, or `db` for a write that is one statement by itself), so the fact and its entry are
 * written together or not at all. The database's trigger (migration history_chain) gives it its
 * place in the user's chain, its time and its hash, and holds the chain's head until the
 * transaction ends, so concurrent appends of one user queue. Write it after the rows the
 * transaction locks, as every writer does, so locks are always taken in the same order.
 *
 * Statements that write a document in one SQL statement (lib/db/sql/insert-invoice-rows.ts) insert
 * into "HistoryEntry" in a CTE of their own; the trigger does the rest there too.
 */
export async function recordHistoryEntry(tx: Tx, entry: HistoryEntryInput): Promise<void> {
  const { userId, invoiceId = null, creditNoteId = null, type, actor, detail = {} } = entry;
  // sequence, at, previousHash and hash are the trigger's: what is passed here is overwritten.
  await tx.$executeRaw`
    INSERT INTO "HistoryEntry" ("id", "userId", "invoiceId", "creditNoteId", "type", "actor", "detail", "sequence", "at", "previousHash", "hash")
    VALUES (${newId()}, ${userId}, ${invoiceId}, ${creditNoteId}, ${type}, ${actor}, ${JSON.stringify(detail)}::jsonb, 0, now(), '', '')`;
}
