import "server-only";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import type { InvoiceJson } from "./invoice-json";
import { getInvoice, INVOICE_NOT_FOUND } from "./read-invoices";

/**
 * Voids one of the user's invoices: it keeps its number (the sequence stays unbroken, as the law
 * expects; a credit note is the accounting answer, voiding is the product's), its PDF and public
 * page say VOID, and it takes no more payments. Voiding twice keeps the first time.
 */
export async function voidInvoice(userId: string, invoiceId: string, now = new Date()): Promise<InvoiceJson> {
  const { count } = await db.invoice.updateMany({ where: { id: invoiceId, userId, voidedAt: null }, data: { voidedAt: now } });
  if (count === 0 && !(await db.invoice.findFirst({ where: { id: invoiceId, userId }, select: { id: true } }))) {
    throw new AppError("not_found", INVOICE_NOT_FOUND);
  }
  return getInvoice(userId, invoiceId);
}
