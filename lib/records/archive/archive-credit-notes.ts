import "server-only";
import type { CsvValue } from "@/lib/admin/csv";
import { creditNoteInclude, toCreditNoteJson, type CreditNoteJson } from "@/lib/credit-notes/credit-note-json";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { ArchiveRange } from "./archive-query";

export const CREDIT_NOTES_CSV_HEADER = [
  "Number",
  "Invoice number",
  "Issue date",
  "Reason",
  "Customer",
  "Currency",
  "Net",
  "Tax",
  "Gross",
  "Created at",
  "Sent at",
  "Sent to",
  "PDF file",
  "XML file",
] as const;

const dated = (userId: string, range: ArchiveRange): Prisma.CreditNoteWhereInput => ({
  userId,
  issueDate: {
    ...(range.from ? { gte: new Date(`${range.from}T00:00:00Z`) } : {}),
    ...(range.to ? { lte: new Date(`${range.to}T00:00:00Z`) } : {}),
  },
});

/** The owner's credit notes issued in the range, oldest first, `size` at a time (keyset on issue date and id). */
export async function* archiveCreditNotePages(userId: string, range: ArchiveRange, size: number): AsyncGenerator<CreditNoteJson[]> {
  let after: { issueDate: Date; id: string } | null = null;
  for (;;) {
    const where: Prisma.CreditNoteWhereInput = after
      ? {
          AND: [
            dated(userId, range),
            { OR: [{ issueDate: { gt: after.issueDate } }, { issueDate: after.issueDate, id: { gt: after.id } }] },
          ],
        }
      : dated(userId, range);
    const rows = await db.creditNote.findMany({
      where,
      include: creditNoteInclude,
      orderBy: [{ issueDate: "asc" }, { id: "asc" }],
      take: size,
    });
    if (rows.length > 0) yield rows.map(toCreditNoteJson);
    if (rows.length < size) return;
    const last = rows[rows.length - 1] as (typeof rows)[number];
    after = { issueDate: last.issueDate, id: last.id };
  }
}

export function countArchiveCreditNotes(userId: string, range: ArchiveRange): Promise<number> {
  return db.creditNote.count({ where: dated(userId, range) });
}

export function creditNoteCsvRow(note: CreditNoteJson, files: { pdf: string; xml: string | null; xmlProblem: string | null }): CsvValue[] {
  return [
    note.number,
    note.invoiceNumber,
    note.issueDate,
    note.reason,
    note.customer.name,
    note.currency,
    note.subtotal,
    note.tax,
    note.total,
    note.createdAt,
    note.sentAt,
    note.sentTo,
    files.pdf,
    files.xml ?? `none: ${files.xmlProblem ?? "not made"}`,
  ];
}
