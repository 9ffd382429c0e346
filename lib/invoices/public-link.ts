import "server-only";
import { db } from "@/lib/db";
import { newId } from "@/lib/db/new-id";
import { AppError } from "@/lib/errors";
import { invoiceInclude, toInvoiceJson, type InvoiceJson } from "./invoice-json";
import { isPublicTokenShape, newPublicToken } from "./public-token";
import { getInvoice, INVOICE_NOT_FOUND } from "./read-invoices";

/**
 * Gives one of the user's invoices a new public token: the old link answers 404 from now on (a
 * link sent to the wrong address, or a customer who should no longer see it).
 */
export async function replacePublicLink(userId: string, invoiceId: string): Promise<InvoiceJson> {
  const { count } = await db.invoice.updateMany({ where: { id: invoiceId, userId }, data: { publicToken: newPublicToken() } });
  if (count === 0) throw new AppError("not_found", INVOICE_NOT_FOUND);
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

/**
 * The customer's first visit: sets viewedAt and writes a feed event, once. The conditional update
 * is the claim, so two first visits at once write one event.
 */
export async function markViewed({ invoice, owner }: PublicInvoice, now = new Date()): Promise<void> {
  if (invoice.viewedAt) return;
  await db.$transaction(async (tx) => {
    const { count } = await tx.invoice.updateMany({ where: { id: invoice.id, viewedAt: null }, data: { viewedAt: now } });
    if (count === 0) return;
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
