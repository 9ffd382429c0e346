import "server-only";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import type { Prisma } from "@/lib/generated/prisma/client";
import { INVOICE_STATUS_FILTERS, utcToday, type InvoiceStatusFilter } from "./invoice-status";

export const STATUS_FILTER_MESSAGE = `status must be one of ${INVOICE_STATUS_FILTERS.join(", ")}`;

/** `?status=` of GET /api/invoices: null when absent, 400 for a value that is not a status. */
export function readStatusFilter(url: URL): InvoiceStatusFilter | null {
  const status = url.searchParams.get("status");
  if (status === null || status === "" || status === "all") return null;
  if (!(INVOICE_STATUS_FILTERS as readonly string[]).includes(status)) throw new AppError("validation", STATUS_FILTER_MESSAGE, { fields: ["status"] });
  return status as InvoiceStatusFilter;
}

/**
 * invoiceStatus (lib/invoices/invoice-status.ts) as a query: the same order of precedence, so a
 * row is found under exactly the status its JSON shows. Column-to-column comparisons use Prisma's
 * field references.
 */
export function statusWhere(status: InvoiceStatusFilter, today = utcToday()): Prisma.InvoiceWhereInput {
  const fields = db.invoice.fields;
  const dueBeforeToday = new Date(`${today}T00:00:00Z`);
  const open = { voidedAt: null, amountPaid: { lt: fields.total } } satisfies Prisma.InvoiceWhereInput;
  const notDue = { ...open, dueDate: { gte: dueBeforeToday } } satisfies Prisma.InvoiceWhereInput;
  const nothingPaid = { ...notDue, amountPaid: { lt: fields.total, equals: 0 } } satisfies Prisma.InvoiceWhereInput;
  switch (status) {
    case "void":
      return { voidedAt: { not: null } };
    case "paid":
      return { voidedAt: null, amountPaid: { gte: fields.total } };
    case "unpaid":
      return open;
    case "overdue":
      return { ...open, dueDate: { lt: dueBeforeToday } };
    case "partially_paid":
      return { ...notDue, amountPaid: { lt: fields.total, gt: 0 } };
    case "viewed":
      return { ...nothingPaid, viewedAt: { not: null } };
    case "sent":
      return { ...nothingPaid, viewedAt: null, sentAt: { not: null } };
    case "issued":
      return { ...nothingPaid, viewedAt: null, sentAt: null };
  }
}
