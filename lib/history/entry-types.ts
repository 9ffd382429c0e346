/**
 * The facts an invoice's or a credit note's history holds (issue #25, docs/records.md). Stored as
 * text: a new kind of fact is a new name here, not a migration.
 */
export const HISTORY_ENTRY_TYPES = [
  "created",
  "sent",
  "viewed",
  "payment_recorded",
  "payment_removed",
  "refund_recorded",
  "reminder_sent",
  "voided",
  "credited",
  "deleted",
  "public_link_renewed",
] as const;

export type HistoryEntryType = (typeof HISTORY_ENTRY_TYPES)[number];

/** Who did it: the signed-in user, the customer (public link, card payment), or the system (jobs, webhooks, imports). */
export const HISTORY_ACTORS = ["user", "customer", "system"] as const;

export type HistoryActor = (typeof HISTORY_ACTORS)[number];

/** What an entry says beyond its type; plain JSON (amounts as decimal strings, dates as YYYY-MM-DD). */
export type HistoryDetail = Record<string, unknown>;
