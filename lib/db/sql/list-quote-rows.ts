import "server-only";
import { Prisma, type Quote } from "@/lib/generated/prisma/client";
import type { PageRequest } from "@/lib/http/paging";
import { db } from "@/lib/db/client";
import { columnList } from "./columns";
import { afterCursorSql, containsPattern, newestFirstPage } from "./page-of-rows";

const PLAIN_COLUMNS = [
  "id",
  "number",
  "status",
  "customerId",
  "customerName",
  "customerEmail",
  "currency",
  "createdAt",
  "sentAt",
  "acceptedAt",
  "acceptedName",
  "declinedAt",
  "invoiceId",
  "publicToken",
] as const satisfies readonly (keyof Quote)[];
const AMOUNT_COLUMNS = ["subtotal", "tax", "total"] as const satisfies readonly (keyof Quote)[];
const DAY_COLUMNS = ["quoteDate", "validUntil"] as const satisfies readonly (keyof Quote)[];

/** A list row of /quotes and GET /api/quotes: never the lines, the copies or the request. */
export type QuoteListSqlRow = Pick<Quote, (typeof PLAIN_COLUMNS)[number]> & {
  [Column in (typeof AMOUNT_COLUMNS)[number] | (typeof DAY_COLUMNS)[number]]: string;
};

const SELECTION = Prisma.raw(
  [
    columnList(PLAIN_COLUMNS).sql,
    ...AMOUNT_COLUMNS.map((column) => `"${column}"::text AS "${column}"`),
    ...DAY_COLUMNS.map((column) => `to_char("${column}", 'YYYY-MM-DD') AS "${column}"`),
  ].join(", "),
);

/**
 * One page of a user's quotes, newest first, with one row more than asked (the keyset of
 * docs/decisions/0009 on the (userId, createdAt, id) index). The search matches the number or the
 * customer's name; `condition` is the status filter (lib/quotes/quote-list.ts).
 */
export function listQuoteRows(userId: string, page: PageRequest, condition: Prisma.Sql | null = null): Promise<QuoteListSqlRow[]> {
  const search = page.search ? containsPattern(page.search) : null;
  return db.$queryRaw<QuoteListSqlRow[]>`
    SELECT ${SELECTION} FROM "Quote"
    WHERE "userId" = ${userId} ${afterCursorSql(page.cursor)}
      ${search ? Prisma.sql`AND (number ILIKE ${search} OR "customerName" ILIKE ${search})` : Prisma.empty}
      ${condition ? Prisma.sql`AND (${condition})` : Prisma.empty}
    ${newestFirstPage(page.limit)}`;
}
