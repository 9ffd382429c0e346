import "server-only";
import { db, Prisma } from "@/lib/db";
import { afterCursorSql, containsPattern, newestFirstPage } from "@/lib/db/sql/page-of-rows";
import { AppError } from "@/lib/errors";
import type { PageRequest } from "@/lib/http/paging";
import { creditNoteInclude, toCreditNoteJson, type CreditNoteJson } from "./credit-note-json";

export const CREDIT_NOTE_NOT_FOUND = "Credit note not found";

// Scoped by owner: another user's credit note is not found (404), never forbidden.

export async function getCreditNote(userId: string, id: string): Promise<CreditNoteJson> {
  const note = await db.creditNote.findFirst({ where: { id, userId }, include: creditNoteInclude });
  if (!note) throw new AppError("not_found", CREDIT_NOTE_NOT_FOUND);
  return toCreditNoteJson(note);
}

/**
 * One page of a user's credit notes, newest first, with one more than asked (it tells a next page
 * exists), paged by keyset on (userId, createdAt, id) as the invoices are (lib/db/sql/page-of-rows.ts).
 * The search matches the credit note's number, the invoice's number or the customer's name.
 */
export type CreditNotePageRow = { id: string; createdAt: Date; json: CreditNoteJson };

export async function listCreditNotes(userId: string, page: PageRequest): Promise<CreditNotePageRow[]> {
  const search = page.search ? containsPattern(page.search) : null;
  const ids = await db.$queryRaw<{ id: string }[]>`
    SELECT id FROM "CreditNote"
    WHERE "userId" = ${userId} ${afterCursorSql(page.cursor)}
      ${
        search
          ? Prisma.sql`AND ("CreditNote".number ILIKE ${search} OR EXISTS (
              SELECT 1 FROM "Invoice" invoice WHERE invoice.id = "CreditNote"."invoiceId"
                AND (invoice.number ILIKE ${search} OR invoice."customerName" ILIKE ${search})))`
          : Prisma.empty
      }
    ${newestFirstPage(page.limit)}`;
  const notes = await db.creditNote.findMany({
    where: { id: { in: ids.map((row) => row.id) } },
    include: creditNoteInclude,
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
  });
  return notes.map((note) => ({ id: note.id, createdAt: note.createdAt, json: toCreditNoteJson(note) }));
}
