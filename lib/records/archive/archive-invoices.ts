import "server-only";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { invoiceInclude, toInvoiceJson, type InvoiceJson } from "@/lib/invoices/invoice-json";
import type { ArchiveRange } from "./archive-query";

/**
 * The owner's invoices dated in the range, oldest first, `size` at a time (keyset on invoice date
 * and id, over the index of the same columns), as the API writes them. Every invoice: void and
 * deleted ones too, since the archive is the record of everything issued.
 */
export async function* archiveInvoicePages(userId: string, range: ArchiveRange, size: number): AsyncGenerator<InvoiceJson[]> {
  const dated: Prisma.InvoiceWhereInput = {
    userId,
    invoiceDate: {
      ...(range.from ? { gte: new Date(`${range.from}T00:00:00Z`) } : {}),
      ...(range.to ? { lte: new Date(`${range.to}T00:00:00Z`) } : {}),
    },
  };
  let after: { invoiceDate: Date; id: string } | null = null;
  for (;;) {
    const where: Prisma.InvoiceWhereInput = after
      ? { AND: [dated, { OR: [{ invoiceDate: { gt: after.invoiceDate } }, { invoiceDate: after.invoiceDate, id: { gt: after.id } }] }] }
      : dated;
    const rows = await db.invoice.findMany({
      where,
      include: invoiceInclude,
      orderBy: [{ invoiceDate: "asc" }, { id: "asc" }],
      take: size,
    });
    if (rows.length > 0) yield rows.map(toInvoiceJson);
    if (rows.length < size) return;
    const last = rows[rows.length - 1] as (typeof rows)[number];
    after = { invoiceDate: last.invoiceDate, id: last.id };
  }
}

/** How many invoices the range holds (README, and the Settings button's progress). */
export function countArchiveInvoices(userId: string, range: ArchiveRange): Promise<number> {
  return db.invoice.count({
    where: {
      userId,
      invoiceDate: {
        ...(range.from ? { gte: new Date(`${range.from}T00:00:00Z`) } : {}),
        ...(range.to ? { lte: new Date(`${range.to}T00:00:00Z`) } : {}),
      },
    },
  });
}
