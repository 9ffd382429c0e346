import "server-only";
import { db, type Tx } from "@/lib/db";
import { newId } from "@/lib/db/new-id";
import { AppError } from "@/lib/errors";
import { userActor } from "@/lib/history/entry-types";
import { lockHistoryChain } from "@/lib/history/lock-history-chain";
import { recordHistoryEntry } from "@/lib/history/record-history-entry";
import { invoiceInclude, toInvoiceJson, type InvoiceJson } from "./invoice-json";
import { isPublicTokenShape, newPublicToken } from "./public-token";
import { getInvoice, INVOICE_NOT_FOUND } from "./read-invoices";

/**
 * Gives one of the user's invoices a new public token: the old link answers 404 from now on (a
 * link sent to the wrong address, or a customer who should no longer see it).
 */
export async function replacePublicLink(userId: string, invoiceId: string): Promise<InvoiceJson> {
  await db.$transaction(async (tx) => {
    await lockHistoryChain(tx, userId);
    const { count } = await tx.invoice.updateMany({ where: { id: invoiceId, userId }, data: { publicToken: newPublicToken() } });
    if (count === 0) throw new AppError("not_found", INVOICE_NOT_FOUND);
    // The token itself stays out of the history: the entry says that the old link stopped working, not how to open the new one.
    await recordHistoryEntry(tx, { userId, invoiceId, type: "public_link_renewed", actor: userActor(userId) });
  });
  return getInvoice(userId, invoiceId);
}

/** The invoice's owner as a public visit needs them: the plan prints the PDF, the e-mail goes in the feed. */
export type PublicInvoiceOwner = { id: string; email: string; isPro: boolean };
export type PublicInvoice = { invoice: InvoiceJson; owner: PublicInvoiceOwner };

/**
 * The invoice a public token opens with its owner, in one query, or null: a token of another shape
 * is never looked up, and a closed account's invoices are kept for the records only (docs/records.md).
 */
export async function findPublicInvoice(token: string): Promise<PublicInvoice | null> {
  if (!isPublicTokenShape(token)) return null;
  const row = await db.invoice.findUnique({
    where: { publicToken: token },
    include: { ...invoiceInclude, user: { select: { id: true, email: true, isPro: true, closedAt: true } } },
  });
  // Issue #25: a deleted invoice never reached the customer, and its link stays closed.
  if (!row || row.user.closedAt || row.deletedAt) return null;
  const { closedAt: _closed, ...owner } = row.user;
  return { invoice: toInvoiceJson(row), owner };
}

/** Whether the invoice's history already has today's (UTC) `viewed` entry: one indexed lookup, no lock. */
export async function viewedToday(invoiceId: string, tx: Tx = db): Promise<boolean> {
  const [row] = await tx.$queryRaw<{ seen: boolean }[]>`
    SELECT EXISTS (
      SELECT 1 FROM "HistoryEntry" WHERE "invoiceId" = ${invoiceId} AND type = 'viewed'
        AND at >= date_trunc('day', now() AT TIME ZONE 'UTC')
    ) AS seen`;
  return row?.seen ?? false;
}

/**
 * A customer's visit: a `viewed` history entry once per UTC day per invoice (docs/records.md), and
 * on the first visit ever viewedAt and a feed event. The invoice row is locked before the day's
 * entry is looked for, so two visits at once write one entry.
 */
export async function markViewed({ invoice, owner }: PublicInvoice, now = new Date()): Promise<void> {
  await db.$transaction(async (tx) => {
    const [row] = await tx.$queryRaw<{ viewedAt: Date | null }[]>`SELECT "viewedAt" FROM "Invoice" WHERE id = ${invoice.id} FOR UPDATE`;
    // A statement of its own, after the lock: its snapshot sees the entry a visit that held the lock before wrote.
    if (!row || (await viewedToday(invoice.id, tx))) return;
    await lockHistoryChain(tx, owner.id);
    await recordHistoryEntry(tx, { userId: owner.id, invoiceId: invoice.id, type: "viewed", actor: "customer" });
    if (row.viewedAt) return;
    await tx.invoice.update({ where: { id: invoice.id }, data: { viewedAt: now }, select: { id: true } });
    await tx.activityEvent.create({
      data: {
        id: newId(),
        type: "invoice",
        description: `Invoice ${invoice.number} viewed by ${invoice.customer.name}`,
        userId: owner.id,
        userEmail: owner.email,
        createdAt: now,
      },
    });
  });
}
