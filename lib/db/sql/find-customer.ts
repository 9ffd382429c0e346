import "server-only";
import type { Customer } from "@/lib/generated/prisma/client";
import { db } from "@/lib/db/client";
import { selectionList, type ColumnSelect, type ExactSelect, type SelectedRow } from "./columns";

/**
 * One of a user's customers, or null when the user has none with this id: the selected columns
 * only. In SQL because creating an invoice reads it on every call, and Prisma's typed findFirst
 * costs about twice the CPU of the same query raw (docs/benchmarks.md, measured on the session).
 */
export async function findCustomer<Select extends ColumnSelect<Customer>>(
  select: ExactSelect<Customer, Select>,
  where: { id: string; userId: string },
): Promise<SelectedRow<Customer, Select> | null> {
  const [customer] = await db.$queryRaw<SelectedRow<Customer, Select>[]>`
    SELECT ${selectionList(select, "c")} FROM "Customer" c WHERE c.id = ${where.id} AND c."userId" = ${where.userId}`;
  return customer ?? null;
}
