import "server-only";
import { db } from "@/lib/db";
import { entryHash, GENESIS_HASH, type StoredEntry } from "@/lib/history/entry-hash";

/** What `npm run records:verify` checked, or the first thing that did not match. */
export type VerifyResult =
  { ok: true; users: number; entries: number; invoices: number; creditNotes: number } | { ok: false; mismatch: string };

type EntryRow = StoredEntry & { previousHash: string; hash: string; detail: Record<string, unknown> };
type DocumentRow = { id: string; number: string; contentHash: string };
type DocumentKind = "invoice" | "credit note";

/** Entries read per query: a chain of any length is walked a page at a time. */
const PAGE = 1000;

class Mismatch extends Error {}

/**
 * Walks every user's history chain and every stored invoice and credit note (issue #25,
 * docs/records.md, "Checking the records"):
 *
 * - each entry's hash is recomputed outside the database (lib/history/entry-hash.ts: SHA-256 over the
 *   previous entry's hash and the entry's canonical JSON) and must equal the stored one, and its
 *   previousHash the hash before it: a changed entry shows;
 * - sequences run 1, 2, 3, … without a gap, and the chain's head (HistoryChain) names the last one: a
 *   removed entry shows, also at the end. The only gaps allowed are the sequences a purge logged in
 *   PurgedRecord (documents past their retention time on a closed account);
 * - each stored document's content hash, computed by the database's function of the migration that
 *   wrote it (invoice_content_hash, credit_note_content_hash), equals the one in its `created` entry:
 *   a changed amount shows. A document with no `created` entry, or one whose created entry remains
 *   while the document is gone (neither purged nor recorded as `deleted`), is named too.
 *
 * Stops at the first mismatch: the answer names that entry or document.
 */
export async function verifyRecords(): Promise<VerifyResult> {
  const result = { ok: true as const, users: 0, entries: 0, invoices: 0, creditNotes: 0 };
  try {
    let after = "";
    for (;;) {
      const users = await db.$queryRaw<{ id: string }[]>`SELECT id FROM "User" WHERE id > ${after} ORDER BY id LIMIT ${PAGE}`;
      for (const { id } of users) {
        const counted = await verifyUser(id);
        result.users += 1;
        result.entries += counted.entries;
        result.invoices += counted.invoices;
        result.creditNotes += counted.creditNotes;
      }
      if (users.length < PAGE) break;
      after = users[users.length - 1]!.id;
    }
  } catch (error) {
    if (error instanceof Mismatch) return { ok: false, mismatch: error.message };
    throw error;
  }
  return result;
}

type Created = Map<string, { sequence: number; contentHash: unknown }>;

async function verifyUser(userId: string) {
  const purged = await db.purgedRecord.findMany({ where: { userId }, select: { documentId: true, historySequences: true } });
  const purgedSequences = new Set(purged.flatMap((record) => record.historySequences));
  const purgedDocuments = new Set(purged.map((record) => record.documentId));
  const created: Record<DocumentKind, Created> = { invoice: new Map(), "credit note": new Map() };
  const deleted = new Set<string>();
  const where = (entry: { sequence: number }) => `history entry ${entry.sequence} of user ${userId}`;

  let previous = GENESIS_HASH;
  let expected = 1;
  let entries = 0;
  for (;;) {
    const page = await db.$queryRaw<EntryRow[]>`
      SELECT "userId", sequence, "invoiceId", "creditNoteId", type, actor, at, detail::text AS "detailText", detail, "previousHash", hash
      FROM "HistoryEntry" WHERE "userId" = ${userId} AND sequence >= ${expected} ORDER BY sequence LIMIT ${PAGE}`;
    for (const entry of page) {
      if (entry.sequence !== expected) {
        // Gaps are allowed only where a purge logged the sequences it deleted.
        for (let missing = expected; missing < entry.sequence; missing += 1) {
          if (!purgedSequences.has(missing)) throw new Mismatch(`${where({ sequence: missing })} is missing (removed from the chain)`);
        }
        previous = entry.previousHash;
      }
      if (entry.previousHash !== previous) {
        throw new Mismatch(`${where(entry)} (${entry.type}) does not follow the entry before it: its previous hash differs`);
      }
      if (entryHash(previous, entry) !== entry.hash) {
        throw new Mismatch(`${where(entry)} (${entry.type}) was changed: its hash does not match its content`);
      }
      if (entry.type === "created") {
        const [kind, id] = entry.creditNoteId ? (["credit note", entry.creditNoteId] as const) : (["invoice", entry.invoiceId!] as const);
        created[kind].set(id, { sequence: entry.sequence, contentHash: entry.detail.contentHash });
      }
      if (entry.type === "deleted" && entry.invoiceId) deleted.add(entry.invoiceId);
      previous = entry.hash;
      expected = entry.sequence + 1;
      entries += 1;
    }
    if (page.length < PAGE) break;
  }

  const head = await db.historyChain.findUnique({ where: { userId }, select: { lastSequence: true, lastHash: true } });
  const last = expected - 1;
  if (head && head.lastSequence !== last) {
    for (let missing = last + 1; missing <= head.lastSequence; missing += 1) {
      if (!purgedSequences.has(missing))
        throw new Mismatch(`${where({ sequence: missing })} is missing (removed from the end of the chain)`);
    }
  } else if (head && last > 0 && head.lastHash !== previous) {
    throw new Mismatch(`the chain head of user ${userId} does not name its last entry ${last}`);
  } else if (!head && last > 0) {
    throw new Mismatch(`user ${userId} has history entries but no chain head`);
  }

  const invoices = await verifyDocuments("invoice", await invoiceHashes(userId), created.invoice, { purgedDocuments, deleted, userId });
  const creditNotes = await verifyDocuments("credit note", await creditNoteHashes(userId), created["credit note"], {
    purgedDocuments,
    deleted,
    userId,
  });
  return { entries, invoices, creditNotes };
}

/** Every document as stored has a created entry with the same content hash; every created entry's document is still stored. */
async function verifyDocuments(
  kind: DocumentKind,
  stored: DocumentRow[],
  created: Created,
  known: { purgedDocuments: Set<string>; deleted: Set<string>; userId: string },
): Promise<number> {
  for (const document of stored) {
    const entry = created.get(document.id);
    if (!entry) throw new Mismatch(`${kind} ${document.number} (${document.id}) has no created entry in the history`);
    if (entry.contentHash !== document.contentHash) {
      throw new Mismatch(
        `${kind} ${document.number} (${document.id}) was changed: its content hash does not match the one in history entry ${entry.sequence} of user ${known.userId}`,
      );
    }
    created.delete(document.id);
  }
  for (const [id, entry] of created) {
    if (known.purgedDocuments.has(id) || known.deleted.has(id)) continue;
    throw new Mismatch(`${kind} ${id} of history entry ${entry.sequence} of user ${known.userId} is no longer stored`);
  }
  return stored.length;
}

// The content hashes are the database's functions of the migrations that wrote the created entries,
// over the rows as stored now; a user's documents are few enough to read at once.
function invoiceHashes(userId: string): Promise<DocumentRow[]> {
  return db.$queryRaw<DocumentRow[]>`
    SELECT i.id, i.number, "invoice_content_hash"(to_jsonb(i),
      (SELECT coalesce(jsonb_agg(to_jsonb(item)), '[]'::jsonb) FROM "InvoiceItem" item WHERE item."invoiceId" = i.id)) AS "contentHash"
    FROM "Invoice" i WHERE i."userId" = ${userId} ORDER BY i."createdAt", i.id`;
}

function creditNoteHashes(userId: string): Promise<DocumentRow[]> {
  return db.$queryRaw<DocumentRow[]>`
    SELECT note.id, note.number, "credit_note_content_hash"(to_jsonb(note),
      (SELECT coalesce(jsonb_agg(to_jsonb(item)), '[]'::jsonb) FROM "CreditNoteItem" item WHERE item."creditNoteId" = note.id)) AS "contentHash"
    FROM "CreditNote" note WHERE note."userId" = ${userId} ORDER BY note."createdAt", note.id`;
}
