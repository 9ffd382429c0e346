"use client";

import { keepPreviousData, useInfiniteQuery, type InfiniteData, type QueryClient } from "@tanstack/react-query";
import { throwIfNotOk } from "./api-request";

export type Page<Row> = { rows: Row[]; next: string | null };
type Pages<Row> = InfiniteData<Page<Row>, string | null>;

/** The address in `Link: <…>; rel="next"`, or null on the last page. */
export function nextPageLink(header: string | null): string | null {
  const match = header && /<([^>]+)>\s*;\s*rel="?next"?/.exec(header);
  return match ? (match[1] ?? null) : null;
}

async function fetchPage<Row>(url: string): Promise<Page<Row>> {
  const response = await fetch(url, { credentials: "include" });
  await throwIfNotOk(response);
  return { rows: (await response.json()) as Row[], next: nextPageLink(response.headers.get("Link")) };
}

type PagedListOptions = {
  search?: string;
  limit?: number;
  /**
   * More query parameters of the first page (e.g. `{ status: "unpaid" }`); the server carries them
   * into the next page's link. They are not part of the cache key: put what tells lists apart in `key`.
   */
  filters?: Record<string, string>;
};

/**
 * A list the server hands out a page at a time (`?limit=&cursor=&q=`, the next page in the Link
 * header). Cached under `[...key, search]`; `rows` is every page loaded so far, in order.
 */
export function usePagedList<Row>(key: readonly string[], path: string, { search = "", limit, filters = {} }: PagedListOptions = {}) {
  const params = new URLSearchParams();
  if (limit) params.set("limit", String(limit));
  if (search.trim()) params.set("q", search.trim());
  for (const [name, value] of Object.entries(filters)) params.set(name, value);
  const first = params.size ? `${path}?${params}` : path;
  const query = useInfiniteQuery({
    queryKey: [...key, search.trim()],
    queryFn: ({ pageParam }) => fetchPage<Row>(pageParam ?? first),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next,
    // While a new search loads, the last results stay on screen instead of a spinner.
    placeholderData: keepPreviousData,
  });
  return { ...query, rows: query.data?.pages.flatMap((page) => page.rows) ?? [] };
}

/** Puts a new row at the top of every cached unfiltered list, instead of loading them all again; searched lists reload. */
export async function prependRow<Row>(queryClient: QueryClient, key: readonly string[], row: Row): Promise<void> {
  queryClient.setQueryData<Pages<Row>>([...key, ""], (data) => {
    if (!data?.pages[0]) return data;
    const [firstPage, ...rest] = data.pages;
    return { ...data, pages: [{ ...firstPage, rows: [row, ...firstPage.rows] }, ...rest] };
  });
  await queryClient.invalidateQueries({ queryKey: key, predicate: (query) => query.queryKey.at(-1) !== "" });
}

/** Changes or drops (`update` answers null) one row wherever a cached page holds it. */
export function updateRows<Row extends { id: string }>(
  queryClient: QueryClient,
  key: readonly string[],
  id: string,
  update: (row: Row) => Row | null,
): void {
  queryClient.setQueriesData<Pages<Row>>(
    { queryKey: key },
    (data) =>
      data && {
        ...data,
        pages: data.pages.map((page) => ({
          ...page,
          rows: page.rows.flatMap((row) => {
            if (row.id !== id) return [row];
            const updated = update(row);
            return updated ? [updated] : [];
          }),
        })),
      },
  );
}
