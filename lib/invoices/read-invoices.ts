import "server-only";
import { afterCursor, containsText, NEWEST_FIRST, type PageRequest } from "@/lib/api/paging";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { invoiceInclude, toInvoiceJson, type InvoiceJson } from "./invoice-json";
import { invoiceListSelect } from "./invoice-list-row";
import type { InvoiceStatusFilter } from "./invoice-status";
import { statusWhere } from "./status-filter";

export const INVOICE_NOT_FOUND = "Invoice not found";
export const RECENT_INVOICES = 5;

// Scoped by owner: another user's invoice is not found (404), never forbidden.

/**
 * One page of a user's invoices, newest first, as lean rows; one more row than asked tells the
 * caller a next page exists. The keyset runs on the (userId, createdAt, id) index, so every page
 * costs the same however deep it is. The search matches the number or the customer's name; the
 * status filter is invoiceStatus as a query.
 */
export function listInvoices(userId: string, page: PageRequest, status: InvoiceStatusFilter | null = null) {
  const search = page.search ? containsText(page.search) : undefined;
  return db.invoice.findMany({
    where: {
      userId,
      ...afterCursor(page.cursor),
      AND: [
        ...(search ? [{ OR: [{ number: search }, { customerName: search }] }] : []),
        ...(status ? [statusWhere(status)] : []),
      ],
    },
    orderBy: [...NEWEST_FIRST],
    take: page.limit + 1,
    select: invoiceListSelect,
  });
}

export function listRecentInvoices(userId: string) {
  return db.invoice.findMany({ where: { userId }, orderBy: [...NEWEST_FIRST], take: RECENT_INVOICES, select: invoiceListSelect });
}

export async function getInvoice(userId: string, id: string): Promise<InvoiceJson> {
  const invoice = await db.invoice.findFirst({ where: { id, userId }, include: invoiceInclude });
  if (!invoice) throw new AppError("not_found", INVOICE_NOT_FOUND);
  return toInvoiceJson(invoice);
}
