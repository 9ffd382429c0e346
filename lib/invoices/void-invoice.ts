import "server-only";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { userActor } from "@/lib/history/entry-types";
import { recordHistoryEntry } from "@/lib/history/record-history-entry";
import type { InvoiceJson } from "./invoice-json";
import { assertNotIssued, INVOICE_DELETED_MESSAGE, lockInvoiceToClose } from "./issued-invoice";
import { getInvoice } from "./read-invoices";

/**
 * Voids one of the user's invoices that never left them (issue #25: a sent, viewed, paid or
 * credited one is corrected by a credit note, 409 invoice_issued). It keeps its number (the
 * sequence stays unbroken, as the law expects), its PDF says VOID, and it takes no payments.
 * Voiding twice keeps the first time; a deleted invoice is not voided (409).
 */
export async function voidInvoice(userId: string, invoiceId: string, now = new Date()): Promise<InvoiceJson> {
  await db.$transaction(async (tx) => {
    const invoice = await lockInvoiceToClose(tx, userId, invoiceId);
    if (invoice.deletedAt) throw new AppError("conflict", INVOICE_DELETED_MESSAGE);
    if (invoice.voidedAt) return;
    assertNotIssued(invoice);
    // The entry before the update: a new invoice's one statement takes the user's history head and then the
    // dashboard's aggregate rows (its trigger), so this takes them in that order too and never deadlocks with it.
    await recordHistoryEntry(tx, {
      userId,
      invoiceId: invoice.id,
      type: "voided",
      actor: userActor(userId),
      detail: { number: invoice.number },
    });
    await tx.invoice.update({ where: { id: invoice.id }, data: { voidedAt: now } });
  });
  return getInvoice(userId, invoiceId);
}
