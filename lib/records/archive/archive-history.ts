import "server-only";
import { db, Prisma } from "@/lib/db";
import type { CsvValue } from "@/lib/admin/csv";
import type { ArchiveRange } from "./archive-query";

export const HISTORY_CSV_HEADER = ["Sequence", "At", "Document", "Type", "Actor", "Detail", "Previous hash", "Hash"] as const;

type HistoryRow = {
  sequence: number;
  at: Date;
  number: string | null;
  type: string;
  actor: string;
  detail: unknown;
  previousHash: string;
  hash: string;
};

const PAGE = 1000;

/**
 * The history entries (issue #25, lib/history) of the archive's invoices, in the order of the
 * owner's chain (sequence), a page at a time, as CSV rows. Each row has the hash of the entry before
 * it in the chain and its own, so the chain can be checked from the archive alone (docs/records.md).
 */
export async function* historyCsvPages(userId: string, range: ArchiveRange): AsyncGenerator<CsvValue[][]> {
  let after = 0;
  for (;;) {
    const rows = await db.$queryRaw<HistoryRow[]>`
      SELECT h.sequence, h.at, i.number, h.type, h.actor, h.detail, h."previousHash", h.hash
      FROM "HistoryEntry" h JOIN "Invoice" i ON i.id = h."invoiceId" AND i."userId" = h."userId"
      WHERE h."userId" = ${userId} AND h.sequence > ${after}
        ${range.from ? Prisma.sql`AND i."invoiceDate" >= ${range.from}::date` : Prisma.empty}
        ${range.to ? Prisma.sql`AND i."invoiceDate" <= ${range.to}::date` : Prisma.empty}
      ORDER BY h.sequence LIMIT ${PAGE}`;
    if (rows.length > 0) {
      yield rows.map((row) => [
        row.sequence,
        row.at.toISOString(),
        row.number,
        row.type,
        row.actor,
        JSON.stringify(row.detail ?? {}),
        row.previousHash,
        row.hash,
      ]);
    }
    if (rows.length < PAGE) return;
    after = (rows[rows.length - 1] as HistoryRow).sequence;
  }
}
