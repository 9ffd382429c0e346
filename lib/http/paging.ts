import { AppError } from "@/lib/errors";

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

/**
 * `?limit=&cursor=&q=` of a list route. The cursor is opaque to clients (base64url of the last
 * row's createdAt and id): a keyset, so a page never repeats or skips a row when rows are added
 * meanwhile, and it costs the same on page 200 as on page 1.
 */
export function readPageRequest(url: URL): PageRequest {
  const limitText = url.searchParams.get("limit");
  const limit = limitText === null ? DEFAULT_PAGE_SIZE : Number(limitText);
  if (!/^\d+$/.test(limitText ?? "1") || !Number.isInteger(limit) || limit < 1 || limit > MAX_PAGE_SIZE) {
    throw new AppError("validation", PAGING_MESSAGES.limit, { fields: ["limit"] });
  }
  const cursorText = url.searchParams.get("cursor");
  const cursor = cursorText ? decodeCursor(cursorText) : null;
  const search = url.searchParams.get("q")?.trim() || null;
  if (search && search.length > MAX_SEARCH_LENGTH) throw new AppError("validation", PAGING_MESSAGES.search, { fields: ["q"] });
  return { limit, cursor, search };
}

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

function decodeCursor(text: string): Cursor {
  const [iso, id, extra] = Buffer.from(text, "base64url").toString("utf8").split("|");
  const createdAt = new Date(iso ?? "");
  if (extra !== undefined || !id || id.length > 64 || Number.isNaN(createdAt.getTime()) || createdAt.toISOString() !== iso) {
    throw new AppError("validation", PAGING_MESSAGES.cursor, { fields: ["cursor"] });
  }
  return { createdAt, id };
}
