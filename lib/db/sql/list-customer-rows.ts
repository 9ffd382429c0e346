import "server-only";
import { Prisma, type Customer as CustomerModel } from "@/lib/generated/prisma/client";
import type { PageRequest } from "@/lib/http/paging";
import { db } from "@/lib/db/client";
import { selectionList, type ColumnSelect, type ExactSelect, type SelectedRow } from "./columns";
import { afterCursorSql, containsPattern, firstFullPage, newestFirstPage, searchKeysSql, SEARCH_WINDOW } from "./page-of-rows";

/**
 * One page of a user's customers, newest first, with one row more than asked; the search matches
 * the name or the e-mail. The same keyset as the invoice list (page-of-rows.ts), so a deep page
 * costs what the first one does, and the same two ways to search (invoiceListStatements).
 */
export function listCustomerRows<Select extends ColumnSelect<CustomerModel>>(
  select: ExactSelect<CustomerModel, Select>,
  userId: string,
  page: PageRequest,
): Promise<SelectedRow<CustomerModel, Select>[]> {
  return firstFullPage(customerListStatements(select, userId, page), page.limit, (statement) =>
    db.$queryRaw<SelectedRow<CustomerModel, Select>[]>(statement),
  );
}

export function customerListStatements(select: ColumnSelect<CustomerModel>, userId: string, page: PageRequest): Prisma.Sql[] {
  const owned = Prisma.sql`"userId" = ${userId} ${afterCursorSql(page.cursor)}`;
  if (!page.search)
    return [Prisma.sql`SELECT ${selectionList(select, "c")} FROM "Customer" c WHERE ${owned} ${newestFirstPage(page.limit)}`];
  const pattern = containsPattern(page.search);
  const matches = Prisma.sql`(name ILIKE ${pattern} OR email ILIKE ${pattern})`;
  const keys = searchKeysSql(userId, page.search);
  if (!keys)
    return [
      Prisma.sql`SELECT ${selectionList(select, "c")} FROM "Customer" c WHERE ${owned} AND ${matches} ${newestFirstPage(page.limit)}`,
    ];
  return [
    Prisma.sql`SELECT ${selectionList(select, "c")} FROM (SELECT * FROM "Customer" WHERE ${owned} ${newestFirstPage(SEARCH_WINDOW - 1)}) c
      WHERE ${matches} ${newestFirstPage(page.limit)}`,
    Prisma.sql`SELECT ${selectionList(select, "c")} FROM "Customer" c
      WHERE ${owned} AND search_keys("userId", name, email) @> ${keys} AND ${matches} ${newestFirstPage(page.limit)}`,
  ];
}

/** The statement that answers a page on its own (the last of customerListStatements). */
export function customerListStatement(select: ColumnSelect<CustomerModel>, userId: string, page: PageRequest): Prisma.Sql {
  return customerListStatements(select, userId, page).at(-1) as Prisma.Sql;
}
