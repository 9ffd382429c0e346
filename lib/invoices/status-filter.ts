import "server-only";
import { z } from "zod";
import { Prisma } from "@/lib/generated/prisma/client";
import { pageQueryFields, toPageRequest } from "@/lib/http/paging";
import { INVOICE_STATUS_FILTERS, utcToday, type InvoiceStatusFilter } from "./invoice-status";

export const STATUS_FILTER_MESSAGE = `status must be one of ${INVOICE_STATUS_FILTERS.join(", ")}`;

/** `?status=` of GET /api/invoices: null when absent, empty or "all"; 400 for a value that is not a status. */
export const statusFilterSchema = z
  .enum(["", "all", ...INVOICE_STATUS_FILTERS], { error: STATUS_FILTER_MESSAGE })
  .optional()
  .transform((status): InvoiceStatusFilter | null => (status === undefined || status === "" || status === "all" ? null : status));

/** The query of GET /api/invoices: the page (lib/http/paging.ts) and the status filter. */
export const invoiceListQuerySchema = z
  .object({ ...pageQueryFields, status: statusFilterSchema })
  .transform(({ status, ...page }) => ({ page: toPageRequest(page), status }));

/**
 * invoiceStatus (lib/invoices/invoice-status.ts) as an SQL condition on "Invoice": the same order
 * of precedence, so a row is found under exactly the status its JSON shows.
 */
export function statusCondition(status: InvoiceStatusFilter, today = utcToday()): Prisma.Sql {
  // Issue #25: what is left after credit notes, and what was paid and kept (refunds sent back).
  const left = Prisma.sql`(total - "amountCredited")`;
  const paidAndKept = Prisma.sql`("amountPaid" - "amountRefunded")`;
  // Issue #25: a deleted invoice is under `deleted` and no other status. The order of the words is
  // the partial indexes' (migration invoice_soft_delete), which the planner matches.
  const kept = Prisma.sql`"deletedAt" IS NULL`;
  const live = Prisma.sql`${kept} AND "voidedAt" IS NULL`;
  const open = Prisma.sql`${live} AND ${paidAndKept} < ${left}`;
  const notDue = Prisma.sql`${open} AND "dueDate" >= ${today}::date`;
  const nothingPaid = Prisma.sql`${notDue} AND "amountPaid" = 0`;
  switch (status) {
    case "deleted":
      return Prisma.sql`"deletedAt" IS NOT NULL`;
    case "void":
      return Prisma.sql`${kept} AND "voidedAt" IS NOT NULL`;
    case "refundDue":
      return Prisma.sql`${live} AND ${paidAndKept} > ${left}`;
    case "credited":
      return Prisma.sql`${live} AND ${paidAndKept} <= ${left} AND "amountCredited" >= total`;
    case "paid":
      return Prisma.sql`${live} AND ${paidAndKept} = ${left} AND "amountCredited" < total`;
    case "unpaid":
      return open;
    case "overdue":
      return Prisma.sql`${open} AND "dueDate" < ${today}::date`;
    case "partially_paid":
      return Prisma.sql`${notDue} AND "amountPaid" > 0`;
    case "viewed":
      return Prisma.sql`${nothingPaid} AND "viewedAt" IS NOT NULL`;
    case "sent":
      return Prisma.sql`${nothingPaid} AND "viewedAt" IS NULL AND "sentAt" IS NOT NULL`;
    case "issued":
      return Prisma.sql`${nothingPaid} AND "viewedAt" IS NULL AND "sentAt" IS NULL`;
  }
}

/**
 * The invoices a list shows: those of the status asked for, or without one every invoice but the
 * deleted ones (issue #25: a deleted invoice is found only under `?status=deleted`).
 */
export function listCondition(status: InvoiceStatusFilter | null, today = utcToday()): Prisma.Sql {
  return status ? statusCondition(status, today) : Prisma.sql`"deletedAt" IS NULL`;
}

/** An invoice that still asks for money, as SQL on "Invoice" (columns of `alias` when given): not deleted or void, a balance left after payments and credit notes. */
export function openBalanceCondition(alias?: string): Prisma.Sql {
  const column = (name: string) => Prisma.raw(alias ? `${alias}."${name}"` : `"${name}"`);
  return Prisma.sql`${column("deletedAt")} IS NULL AND ${column("voidedAt")} IS NULL AND ${column("amountPaid")} - ${column("amountRefunded")} < ${column("total")} - ${column("amountCredited")}`;
}
