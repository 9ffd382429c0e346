"use client";

import { useQuery } from "@tanstack/react-query";
import type { Customer } from "@/lib/customers/customer-select";

/** The list query; the default query fn GETs the key joined by "/" (lib/api-client/query-client.ts). */
export const CUSTOMERS_KEY = ["/api/customers"] as const;

/** The signed-in user's customers, newest first. */
export function useCustomers() {
  return useQuery<Customer[]>({ queryKey: CUSTOMERS_KEY });
}
