import "server-only";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { CREDIT_NOTE_NOT_FOUND } from "@/lib/credit-notes/read-credit-notes";
import { INVOICE_NOT_FOUND } from "@/lib/invoices/read-invoices";
import type { HistoryDetail } from "./entry-types";
import type { HistoryEntryJson } from "./history-entry-json";

type EntryRow = { at: Date; type: string; actor: string; detail: HistoryDetail; hash: string };

const toJson = (row: EntryRow): HistoryEntryJson => ({
  at: row.at.toISOString(),
  type: row.type,
  actor: row.actor,
  detail: row.detail,
  hash: row.hash,
});

/**
 * The history of one of the user's invoices, oldest first. Ownership is read off the invoice row
 * whatever its state (void, credited, soft-deleted: its history is the record of what happened);
 * someone else's invoice is 404 like every invoice route.
 */
export async function getInvoiceHistory(userId: string, invoiceId: string): Promise<HistoryEntryJson[]> {
  const owned = await db.invoice.findFirst({ where: { id: invoiceId, userId }, select: { id: true } });
  if (!owned) throw new AppError("not_found", INVOICE_NOT_FOUND);
  const rows = await db.$queryRaw<EntryRow[]>`
    SELECT at, type, actor, detail, hash FROM "HistoryEntry"
    WHERE "invoiceId" = ${invoiceId} AND "userId" = ${userId} ORDER BY sequence`;
  return rows.map(toJson);
}

/** The history of one of the user's credit notes, oldest first; someone else's is 404. */
export async function getCreditNoteHistory(userId: string, creditNoteId: string): Promise<HistoryEntryJson[]> {
  const owned = await db.creditNote.findFirst({ where: { id: creditNoteId, userId }, select: { id: true } });
  if (!owned) throw new AppError("not_found", CREDIT_NOTE_NOT_FOUND);
  const rows = await db.$queryRaw<EntryRow[]>`
    SELECT at, type, actor, detail, hash FROM "HistoryEntry"
    WHERE "creditNoteId" = ${creditNoteId} AND "userId" = ${userId} ORDER BY sequence`;
  return rows.map(toJson);
}
