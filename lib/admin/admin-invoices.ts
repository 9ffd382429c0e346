import "server-only";
import { z } from "zod";
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";

export const ADMIN_INVOICES_PAGE_SIZE = 50;

export type AdminInvoiceRow = {
  id: string;
  number: string;
  userEmail: string;
  customerName: string;
  total: string;
  currency: string;
  createdAt: Date;
};

/** Every user's invoices, newest first, a page at a time (pages start at 1), with the total count. */
export async function listAdminInvoices(
  page: number,
): Promise<{ invoices: AdminInvoiceRow[]; page: number; pageSize: number; total: number }> {
  const [rows, [count]] = await Promise.all([
    db.$queryRaw<(Omit<AdminInvoiceRow, "total"> & { total: Prisma.Decimal })[]>(Prisma.sql`
      SELECT i.id, i.number, u.email AS "userEmail", i."customerName", i.total, i.currency::text AS currency, i."createdAt"
      FROM "Invoice" i JOIN "User" u ON u.id = i."userId"
      ORDER BY i."createdAt" DESC, i.id DESC
      LIMIT ${ADMIN_INVOICES_PAGE_SIZE} OFFSET ${(page - 1) * ADMIN_INVOICES_PAGE_SIZE}`),
    db.$queryRaw<{ n: bigint }[]>`SELECT count(*) AS n FROM "Invoice"`,
  ]);
  return {
    invoices: rows.map((row) => ({ ...row, total: row.total.toFixed(2) })),
    page,
    pageSize: ADMIN_INVOICES_PAGE_SIZE,
    total: Number(count?.n ?? 0),
  };
}

/** `?page=N` of GET /api/admin/invoices: anything but a whole number from 1 to 100,000 is page 1. */
export const adminInvoicesQuerySchema = z.object({ page: z.coerce.number().int().min(1).max(100_000).catch(1) });
