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
  "vat_number_checked",
] as const;

export type HistoryEntryType = (typeof HISTORY_ENTRY_TYPES)[number];

/**
 * Who did it (docs/records.md, "Who did it"): the signed-in user's id for what they did in the app
 * (`userActor`), "customer" (the public link), "stripe" (card payments and refunds Stripe reports),
 * "system" (jobs: reminders, recurring invoices, VIES rechecks, entries backfilled by a migration).
 * "user" is the owner without an id, as entries written before the id was recorded say.
 */
export const NAMED_HISTORY_ACTORS = ["customer", "system", "stripe", "user"] as const;

export type NamedHistoryActor = (typeof NAMED_HISTORY_ACTORS)[number];

/** A user's id as an actor: branded so a stray string is not taken for one. */
export type UserActor = string & { readonly __userActor: true };

export const userActor = (userId: string): UserActor => userId as UserActor;

export type HistoryActor = NamedHistoryActor | UserActor;

/** What an entry says beyond its type; plain JSON (amounts as decimal strings, dates as YYYY-MM-DD). */
export type HistoryDetail = Record<string, unknown>;
