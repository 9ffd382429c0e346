import "server-only";
import { proRequired } from "@/lib/errors";
import { db } from "@/lib/db";
import { userActor } from "@/lib/history/entry-types";
import { recordHistoryEntry } from "@/lib/history/record-history-entry";
import { assertNotIssued, lockInvoiceToClose } from "./issued-invoice";

export const DELETE_NEEDS_PRO = "Deleting invoices is available for Pro users only";

/**
 * Deletes one of a Pro user's invoices (SPEC section 6) the way issue #25 asks: an invoice that has
 * left the user is a record and can't be deleted (409 invoice_issued); one that never did is
 * marked deleted and kept. It keeps its number (the unique index still holds it, so it is never
 * given again, typed or not), its Free-plan month (the quota counts invoices issued, not kept) and
 * its place in the archive; it leaves the lists, the dashboard and the tax exports. Ownership is
 * checked before the plan, so someone else's invoice is a 404 for everyone, Free or Pro. Deleting
 * twice keeps the first time.
 */
export async function deleteInvoice(user: { id: string; isPro: boolean }, id: string, now = new Date()): Promise<void> {
  await db.$transaction(async (tx) => {
    const invoice = await lockInvoiceToClose(tx, user.id, id);
    if (!user.isPro) throw proRequired(DELETE_NEEDS_PRO);
    if (invoice.deletedAt) return;
    assertNotIssued(invoice);
    // The entry before the update: a new invoice's one statement takes the user's history head and then the
    // dashboard's aggregate rows (its trigger), so this takes them in that order too and never deadlocks with it.
    await recordHistoryEntry(tx, {
      userId: user.id,
      invoiceId: invoice.id,
      type: "deleted",
      actor: userActor(user.id),
      detail: { number: invoice.number },
    });
    await tx.invoice.update({ where: { id: invoice.id }, data: { deletedAt: now } });
  });
}
