import { AppError } from "@/lib/api/app-error";
import { db } from "@/lib/db";
import { invoiceInclude, toInvoiceJson, type InvoiceJson } from "./invoice-json";

export const INVOICE_NOT_FOUND = "Invoice not found";
export const RECENT_INVOICES = 5;

// Scoped by owner: another user's invoice is not found (404), never forbidden.

export async function listInvoices(userId: string, take?: number): Promise<InvoiceJson[]> {
  const invoices = await db.invoice.findMany({
    where: { userId },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    include: invoiceInclude,
    take,
  });
  return invoices.map(toInvoiceJson);
}

export function listRecentInvoices(userId: string): Promise<InvoiceJson[]> {
  return listInvoices(userId, RECENT_INVOICES);
}

export async function getInvoice(userId: string, id: string): Promise<InvoiceJson> {
  const invoice = await db.invoice.findFirst({ where: { id, userId }, include: invoiceInclude });
  if (!invoice) throw new AppError("not_found", INVOICE_NOT_FOUND);
  return toInvoiceJson(invoice);
}
