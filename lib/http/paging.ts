import { z } from "zod";
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from "./page-size";

export { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE };
const MAX_SEARCH_LENGTH = 200;

export const PAGING_MESSAGES = {
  limit: `limit must be a whole number from 1 to ${MAX_PAGE_SIZE}`,
  cursor: "cursor is not valid: use the link of the previous page",
  search: `q must be at most ${MAX_SEARCH_LENGTH} characters`,
} as const;

/** Where the last page ended, in the list's order (newest first): the next page starts after it. */
export type Cursor = { createdAt: Date; id: string };

export type PageRequest = { limit: number; cursor: Cursor | null; search: string | null };

/** `?limit=`: absent → the default; else digits only, 1 to MAX_PAGE_SIZE. */
const limitSchema = z
  .string()
  .optional()
  .transform((text, context) => {
    const limit = text === undefined ? DEFAULT_PAGE_SIZE : Number(text);
    if (/^\d+$/.test(text ?? "1") && Number.isInteger(limit) && limit >= 1 && limit <= MAX_PAGE_SIZE) return limit;
    context.addIssue({ code: "custom", message: PAGING_MESSAGES.limit });
    return z.NEVER;
  });

/** `?cursor=`: absent or empty → the first page. */
const cursorSchema = z
  .string()
  .optional()
  .transform((text, context) => {
    if (!text) return null;
    const cursor = decodeCursor(text);
    if (cursor) return cursor;
    context.addIssue({ code: "custom", message: PAGING_MESSAGES.cursor });
    return z.NEVER;
  });

/** `?q=`: trimmed; blank → no search. */
const searchSchema = z
  .string()
  .optional()
  .transform((text) => text?.trim() || null)
  .refine((search) => search === null || search.length <= MAX_SEARCH_LENGTH, PAGING_MESSAGES.search);

/** The fields of a list route's query, for a query schema that adds its own (GET /api/invoices adds status). */
export const pageQueryFields = { limit: limitSchema, cursor: cursorSchema, q: searchSchema };

export function toPageRequest({ limit, cursor, q }: { limit: number; cursor: Cursor | null; q: string | null }): PageRequest {
  return { limit, cursor, search: q };
}

/**
 * `?limit=&cursor=&q=` of a list route, as the route's `schemas.query`. The cursor is opaque to
 * clients (base64url of the last row's createdAt and id): a keyset, so a page never repeats or
 * skips a row when rows are added meanwhile, and it costs the same on page 200 as on page 1.
 */
export const pageQuerySchema = z.object(pageQueryFields).transform(toPageRequest);

/**
 * The page as the JSON array the contract promises, with the next page's address in
 * `Link: <…>; rel="next"` when there may be more. `rows` holds up to limit + 1 rows: the extra one
 * only tells that a next page exists.
 */
export function pageResponse<Row extends Cursor>(url: URL, page: PageRequest, rows: Row[], toJson: (row: Row) => unknown): Response {
  const hasMore = rows.length > page.limit;
  const shown = hasMore ? rows.slice(0, page.limit) : rows;
  const headers = new Headers();
  const last = shown.at(-1);
  if (hasMore && last) {
    const next = new URL(url);
    next.searchParams.set("cursor", encodeCursor(last));
    next.searchParams.set("limit", String(page.limit));
    headers.set("Link", `<${next.pathname}${next.search}>; rel="next"`);
  }
  return Response.json(shown.map(toJson), { headers });
}

export function encodeCursor({ createdAt, id }: Cursor): string {
  return Buffer.from(`${createdAt.toISOString()}|${id}`).toString("base64url");
}

function decodeCursor(text: string): Cursor | null {
  const [iso, id, extra] = Buffer.from(text, "base64url").toString("utf8").split("|");
  const createdAt = new Date(iso ?? "");
  if (extra !== undefined || !id || id.length > 64 || Number.isNaN(createdAt.getTime()) || createdAt.toISOString() !== iso) return null;
  return { createdAt, id };
}
