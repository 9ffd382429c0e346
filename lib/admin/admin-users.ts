import "server-only";
import { z } from "zod";
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { toCount } from "./figures";

/** `?plan=&search=&limit=` of the admin's user list and its CSV export: anything unusable falls back, never a 400. */
export const adminUsersQuerySchema = z.object({
  plan: z.enum(["all", "free", "pro"]).catch("all"),
  search: z.string().trim().max(200).catch(""),
  limit: z.coerce.number().int().min(1).max(500).catch(100),
});
export type AdminUsersQuery = z.output<typeof adminUsersQuerySchema>;

export type AdminUserRow = {
  id: string;
  email: string;
  company: string | null;
  country: string;
  isPro: boolean;
  isActive: boolean;
  createdAt: Date;
  invoiceCount: number;
};

/** LIKE's own wildcards in a search term match themselves. */
const likePattern = (search: string) => `%${search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

function whereClause({ plan, search }: Pick<AdminUsersQuery, "plan" | "search">): Prisma.Sql {
  // A closed account is no longer a user (docs/records.md): its records wait for the purge, its
  // address is free again, and staff have nothing to do with it here.
  const conditions: Prisma.Sql[] = [Prisma.sql`u."closedAt" IS NULL`];
  if (plan === "pro") conditions.push(Prisma.sql`u."isPro"`);
  if (plan === "free") conditions.push(Prisma.sql`NOT u."isPro"`);
  if (search) conditions.push(Prisma.sql`(u.email ILIKE ${likePattern(search)} OR u.company ILIKE ${likePattern(search)})`);
  return Prisma.sql`WHERE ${Prisma.join(conditions, " AND ")}`;
}

/**
 * A page of users, newest first, each with its real invoice count (a correlated count on the
 * (userId, createdAt) index, so only the listed users' invoices are counted).
 */
export async function listAdminUsers(query: AdminUsersQuery, after?: { createdAt: Date; id: string }): Promise<AdminUserRow[]> {
  const where = whereClause(query);
  const keyset = after ? Prisma.sql`AND (u."createdAt", u.id) < (${after.createdAt}, ${after.id})` : Prisma.empty;
  const rows = await db.$queryRaw<(Omit<AdminUserRow, "invoiceCount"> & { invoiceCount: bigint })[]>(Prisma.sql`
    SELECT u.id, u.email, u.company, u.country, u."isPro", u."isActive", u."createdAt",
           (SELECT count(*) FROM "Invoice" i WHERE i."userId" = u.id) AS "invoiceCount"
    FROM "User" u ${where} ${keyset}
    ORDER BY u."createdAt" DESC, u.id DESC
    LIMIT ${query.limit}`);
  return rows.map((row) => ({ ...row, invoiceCount: toCount(row.invoiceCount) }));
}

/** How many users match, for "showing 100 of N". */
export async function countAdminUsers(query: AdminUsersQuery): Promise<number> {
  const [row] = await db.$queryRaw<{ n: bigint }[]>(Prisma.sql`SELECT count(*) AS n FROM "User" u ${whereClause(query)}`);
  return toCount(row?.n);
}

/** Every matching user, a batch at a time (keyset paging), for the CSV export. */
export async function* eachAdminUser(query: Omit<AdminUsersQuery, "limit">, batchSize = 2000): AsyncGenerator<AdminUserRow> {
  let after: { createdAt: Date; id: string } | undefined;
  for (;;) {
    const batch = await listAdminUsers({ ...query, limit: batchSize }, after);
    yield* batch;
    const last = batch.at(-1);
    if (!last || batch.length < batchSize) return;
    after = { createdAt: last.createdAt, id: last.id };
  }
}
