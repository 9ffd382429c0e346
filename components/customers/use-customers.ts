"use client";

import { useEffect } from "react";
import { MAX_PAGE_SIZE } from "@/lib/http/page-size";
import { usePagedList } from "@/lib/api-client/use-paged-list";
import type { Customer } from "@/lib/customers/customer-select";

/** Every cached page of customers lives under this key (searches included), so one invalidation reaches them all. */
export const CUSTOMERS_KEY = ["customer-pages"] as const;

/** The signed-in user's customers, newest first, a page at a time; `search` matches name or e-mail. */
export function useCustomerPages(search = "") {
  return usePagedList<Customer>(CUSTOMERS_KEY, "/api/customers", { search });
}

/**
 * All of the user's customers, for the invoice form's dropdown: the largest pages, one after the
 * other until the last. A dropdown is no place to page, and a person's customers fit in memory.
 */
export function useAllCustomers() {
  const list = usePagedList<Customer>([...CUSTOMERS_KEY, "all"], "/api/customers", { limit: MAX_PAGE_SIZE });
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = list;
  useEffect(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);
  return { customers: list.rows, isPending: list.isPending || hasNextPage };
}
