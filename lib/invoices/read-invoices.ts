import "server-only";
import type { PageRequest } from "@/lib/http/paging";
import { db } from "@/lib/db";
import { listInvoiceRows } from "@/lib/db/sql/list-invoice-rows";
import { AppError } from "@/lib/errors";
import { invoiceInclude, toInvoiceJson, type InvoiceJson } from "./invoice-json";
import type { InvoiceStatusFilter } from "./invoice-status";
import { listCondition } from "./status-filter";

export const INVOICE_NOT_FOUND = "Invoice not found";
export const RECENT_INVOICES = 5;

// Scoped by owner: another user's invoice is not found (404), never forbidden.

/**
 * One page of a user's invoices, newest first, as list rows (lib/db/sql/list-invoice-rows.ts); one
 * more row than asked tells the caller a next page exists. The keyset runs on the
 * (userId, createdAt, id) index, so every page costs the same however deep it is. The search
 * matches the number or the customer's name; the status filter is invoiceStatus as SQL. Deleted
 * invoices (issue #25) are listed only under `deleted`.
 */
export function listInvoices(userId: string, page: PageRequest, status: InvoiceStatusFilter | null = null) {
  return listInvoiceRows(userId, page, listCondition(status));
}

export async function listRecentInvoices(userId: string) {
  const rows = await listInvoiceRows(userId, { limit: RECENT_INVOICES, cursor: null, search: null }, listCondition(null));
  return rows.slice(0, RECENT_INVOICES);
}

export async function getInvoice(userId: string, id: string): Promise<InvoiceJson> {
  const invoice = await db.invoice.findFirst({ where: { id, userId }, include: invoiceInclude });
  if (!invoice) throw new AppError("not_found", INVOICE_NOT_FOUND);
  return toInvoiceJson(invoice);
}
