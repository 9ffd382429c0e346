import { createHash } from "node:crypto";

/** The previousHash of a user's first entry. */
export const GENESIS_HASH = "0".repeat(64);

/** An entry as stored, with its detail as the database's jsonb text (`detail::text`). */
export type StoredEntry = {
  userId: string;
  sequence: number;
  invoiceId: string | null;
  creditNoteId: string | null;
  type: string;
  actor: string;
  at: Date;
  detailText: string;
};

/**
 * An entry's canonical JSON as the database's trigger hashes it (migration history_chain,
 * `history_entry_canonical`): jsonb's text form, whose keys go by length, then by bytes, with one
 * space after ":" and ",". Rebuilt here so records:verify checks every hash without trusting a
 * function stored in the database it checks. The detail is jsonb's own text of the stored value.
 * JSON.stringify escapes strings as jsonb does (\" \\ \b \f \n \r \t, other control characters as \u00xx).
 */
export function canonicalEntryJson(entry: StoredEntry): string {
  const text = (value: string | null) => (value === null ? "null" : JSON.stringify(value));
  return (
    `{"at": ${text(entry.at.toISOString())}, "type": ${text(entry.type)}, "actor": ${text(entry.actor)}, ` +
    `"detail": ${entry.detailText}, "userId": ${text(entry.userId)}, "sequence": ${entry.sequence}, ` +
    `"invoiceId": ${text(entry.invoiceId)}, "creditNoteId": ${text(entry.creditNoteId)}}`
  );
}

/** SHA-256 (hex) over the previous entry's hash and this entry's canonical JSON. */
export function entryHash(previousHash: string, entry: StoredEntry): string {
  return createHash("sha256")
    .update(previousHash + canonicalEntryJson(entry), "utf8")
    .digest("hex");
}
