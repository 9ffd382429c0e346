import "server-only";
import { Prisma, type Customer as CustomerModel } from "@/lib/generated/prisma/client";
import type { PageRequest } from "@/lib/http/paging";
import { db } from "@/lib/db/client";
import { selectionList, type ColumnSelect, type ExactSelect, type SelectedRow } from "./columns";
import { afterCursorSql, containsPattern, newestFirstPage } from "./page-of-rows";

/**
 * One page of a user's customers, newest first, with one row more than asked; the search matches
 * the name or the e-mail. The same keyset as the invoice list (page-of-rows.ts), so a deep page
 * costs what the first one does.
 */
export function listCustomerRows<Select extends ColumnSelect<CustomerModel>>(
  select: ExactSelect<CustomerModel, Select>,
  userId: string,
  page: PageRequest,
): Promise<SelectedRow<CustomerModel, Select>[]> {
  return db.$queryRaw<SelectedRow<CustomerModel, Select>[]>(customerListStatement(select, userId, page));
}

export function customerListStatement(select: ColumnSelect<CustomerModel>, userId: string, page: PageRequest): Prisma.Sql {
  const search = page.search ? containsPattern(page.search) : null;
  return Prisma.sql`
    SELECT ${selectionList(select, "c")} FROM "Customer" c
    WHERE "userId" = ${userId} ${afterCursorSql(page.cursor)}
      ${search ? Prisma.sql`AND (name ILIKE ${search} OR email ILIKE ${search})` : Prisma.empty}
    ${newestFirstPage(page.limit)}`;
}
