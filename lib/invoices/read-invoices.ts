import { AppError } from "@/lib/api/app-error";
import { db } from "@/lib/db";
import { invoiceInclude, toInvoiceJson, type InvoiceJson } from "./invoice-json";
import { invoiceListJsonQuery } from "./invoice-list-sql";

export const INVOICE_NOT_FOUND = "Invoice not found";
export const RECENT_INVOICES = 5;

// Scoped by owner: another user's invoice is not found (404), never forbidden.

/**
 * A user's invoices, newest first, as the JSON text of an InvoiceJson[] ready to send: PostgreSQL
 * builds it (see invoice-list-sql.ts for why).
 */
export async function listInvoicesJson(userId: string, limit: number | null = null): Promise<string> {
  const [row] = await db.$queryRaw<{ body: string }[]>(invoiceListJsonQuery(userId, limit));
  return row?.body ?? "[]";
}

export function listRecentInvoicesJson(userId: string): Promise<string> {
  return listInvoicesJson(userId, RECENT_INVOICES);
}

export async function getInvoice(userId: string, id: string): Promise<InvoiceJson> {
  const invoice = await db.invoice.findFirst({ where: { id, userId }, include: invoiceInclude });
  if (!invoice) throw new AppError("not_found", INVOICE_NOT_FOUND);
  return toInvoiceJson(invoice);
}
