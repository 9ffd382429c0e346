import "server-only";
import { Prisma, type Invoice } from "@/lib/generated/prisma/client";
import type { PageRequest } from "@/lib/http/paging";
import { db } from "@/lib/db/client";
import { columnList } from "./columns";
import { afterCursorSql, containsPattern, firstFullPage, newestFirstPage, searchKeysSql, SEARCH_WINDOW } from "./page-of-rows";

/** Read as PostgreSQL holds them: text, enums, and timestamps (createdAt is also the cursor). */
const PLAIN_COLUMNS = [
  "id",
  "number",
  "customerId",
  "customerType",
  "customerName",
  "customerEmail",
  "customerCountry",
  "createdAt",
  "currency",
  "language",
  "template",
  "taxLabel",
  "sentAt",
  "sentTo",
  "viewedAt",
  "voidedAt",
  "deletedAt",
  "publicToken",
] as const satisfies readonly (keyof Invoice)[];
/** Read as the JSON shows them: Decimal(14, 2) prints with its two decimals… */
const AMOUNT_COLUMNS = [
  "subtotal",
  "tax",
  "total",
  "amountPaid",
  "amountCredited",
  "amountRefunded",
] as const satisfies readonly (keyof Invoice)[];
/** …and a date column as YYYY-MM-DD, whatever the server's DateStyle. */
const DAY_COLUMNS = ["invoiceDate", "dueDate", "paidAt"] as const satisfies readonly (keyof Invoice)[];

type AsText<Column extends keyof Invoice> = null extends Invoice[Column] ? string | null : string;

/** A list row: what /invoices, the dashboard and GET /api/invoices show, never the lines or the supplier. */
export type InvoiceListSqlRow = Pick<Invoice, (typeof PLAIN_COLUMNS)[number]> & {
  [Column in (typeof AMOUNT_COLUMNS)[number] | (typeof DAY_COLUMNS)[number]]: AsText<Column>;
};

const SELECTION = Prisma.raw(
  [
    columnList(PLAIN_COLUMNS).sql,
    ...AMOUNT_COLUMNS.map((column) => `"${column}"::text AS "${column}"`),
    ...DAY_COLUMNS.map((column) => `to_char("${column}", 'YYYY-MM-DD') AS "${column}"`),
  ].join(", "),
);

/**
 * One page of a user's invoices as list rows, newest first, with one row more than asked. Written
 * in SQL because it is the app's busiest read: Prisma's findMany built the same 51 rows in 4.1 ms
 * of CPU where this statement takes 1.4 ms (amounts and days arrive as the strings the JSON needs,
 * so no Decimal or Date is built for them). The search matches the number, the customer's name or
 * e-mail; `condition` narrows further (the status filter, lib/invoices/status-filter.ts, each with
 * its own partial index).
 */
export function listInvoiceRows(userId: string, page: PageRequest, condition: Prisma.Sql | null = null): Promise<InvoiceListSqlRow[]> {
  return firstFullPage(invoiceListStatements(userId, page, condition), page.limit, (statement) =>
    db.$queryRaw<InvoiceListSqlRow[]>(statement),
  );
}

/**
 * The statements that find a page, to try in order (firstFullPage). Without a search, one walk down
 * the user's index. With one: first the user's newest SEARCH_WINDOW rows, which a frequent text
 * fills its page from; then the search index (Invoice_search_idx), whose cost follows the user's
 * own matches, so a rare text or one that matches nothing costs what it costs a new user.
 */
export function invoiceListStatements(userId: string, page: PageRequest, condition: Prisma.Sql | null = null): Prisma.Sql[] {
  const owned = Prisma.sql`"userId" = ${userId} ${afterCursorSql(page.cursor)} ${condition ? Prisma.sql`AND (${condition})` : Prisma.empty}`;
  if (!page.search) return [Prisma.sql`SELECT ${SELECTION} FROM "Invoice" WHERE ${owned} ${newestFirstPage(page.limit)}`];
  const pattern = containsPattern(page.search);
  const matches = Prisma.sql`(number ILIKE ${pattern} OR "customerName" ILIKE ${pattern} OR "customerEmail" ILIKE ${pattern})`;
  const keys = searchKeysSql(userId, page.search);
  if (!keys) return [Prisma.sql`SELECT ${SELECTION} FROM "Invoice" WHERE ${owned} AND ${matches} ${newestFirstPage(page.limit)}`];
  return [
    Prisma.sql`SELECT ${SELECTION} FROM (SELECT * FROM "Invoice" WHERE ${owned} ${newestFirstPage(SEARCH_WINDOW - 1)}) newest
      WHERE ${matches} ${newestFirstPage(page.limit)}`,
    Prisma.sql`SELECT ${SELECTION} FROM "Invoice"
      WHERE ${owned} AND search_keys("userId", number, "customerName", "customerEmail") @> ${keys} AND ${matches} ${newestFirstPage(page.limit)}`,
  ];
}

/** The statement that answers a page on its own (the last of invoiceListStatements). */
export function invoiceListStatement(userId: string, page: PageRequest, condition: Prisma.Sql | null = null): Prisma.Sql {
  return invoiceListStatements(userId, page, condition).at(-1) as Prisma.Sql;
}
