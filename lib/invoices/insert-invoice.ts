import "server-only";
import { newId } from "@/lib/db/new-id";
import { newPublicToken } from "./public-token";
import { insertInvoiceRows } from "@/lib/db/sql/insert-invoice-rows";
import { FREE_INVOICES_PER_MONTH, quotaMonth } from "@/lib/plans";
import type { DraftInvoice } from "./draft-invoice";
import { userActor, type HistoryActor, type HistoryDetail } from "@/lib/history/entry-types";

export type InvoiceInsert = {
  draft: DraftInvoice;
  /** A number typed by hand (or reserved earlier); null takes the next one of the user's sequence. */
  requestedNumber: string | null;
  /** The client's Idempotency-Key, stored on the invoice; its unique index decides between racers. */
  idempotencyKey: string | null;
  /** Free plan: take one of the month's invoices first, or write nothing. */
  takesQuota: boolean;
  now: Date;
  /** The feed event's text after "Invoice <number>", e.g. " created for Acme (120.00 USD)". */
  activitySuffix: string;
  userEmail: string;
  /** Who issues it (the user; the system for a job) and what its `created` history entry says besides number and content hash. */
  createdBy?: HistoryActor;
  createdDetail?: HistoryDetail;
};

export type InsertedInvoice = { id: string; number: string; paymentReference: string | null; createdAt: Date; publicToken: string };

/**
 * Writes a drafted invoice, its items, its `created` history entry and its feed event with new ids, in the one statement of
 * lib/db/sql/insert-invoice-rows.ts (atomic: quota, number, rows). Answers null when the Free
 * plan's quota refused (nothing was written); throws Prisma's unique violation when an invoice
 * already holds the number or the idempotency key (the caller decides: replay, conflict, or skip
 * and run again).
 */
export async function insertInvoice(insert: InvoiceInsert): Promise<InsertedInvoice | null> {
  const {
    draft,
    requestedNumber,
    idempotencyKey,
    takesQuota,
    now,
    activitySuffix,
    userEmail,
    createdBy = userActor(draft.userId),
    createdDetail = {},
  } = insert;
  const { items, ...row } = draft;
  const id = newId();
  const publicToken = newPublicToken();
  const inserted = await insertInvoiceRows({
    invoice: { ...row, id, createdAt: now, idempotencyKey, publicToken },
    items: items.map((item) => ({ ...item, id: newId(), invoiceId: id })),
    event: { id: newId(), type: "invoice", userId: row.userId, userEmail, createdAt: now },
    descriptionSuffix: activitySuffix,
    requestedNumber,
    quota: takesQuota ? { month: quotaMonth(now), limit: FREE_INVOICES_PER_MONTH } : null,
    created: { id: newId(), actor: createdBy, detail: createdDetail },
  });
  return inserted && { id, ...inserted, createdAt: now, publicToken };
}
