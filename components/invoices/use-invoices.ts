"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import type { InvoiceJson } from "@/lib/invoices/invoice-json";

/** Query keys; the default query fn GETs the key joined by "/" (lib/api-client/query-client.ts). */
export const INVOICES_KEY = ["/api/invoices"] as const;
export const RECENT_INVOICES_KEY = ["/api/invoices/recent"] as const;
export const DASHBOARD_STATS_KEY = ["/api/dashboard/stats"] as const;

/** The signed-in user's invoices, newest first. */
export function useInvoices() {
  return useQuery<InvoiceJson[]>({ queryKey: INVOICES_KEY });
}

/** The latest five, for the dashboard. */
export function useRecentInvoices() {
  return useQuery<InvoiceJson[]>({ queryKey: RECENT_INVOICES_KEY });
}

/**
 * Refreshes every screen that shows invoices. `withStats` also refreshes the dashboard counts
 * (a deletion changes them; a sending does not).
 *
 * The list key is matched exactly: a prefix match would also hit keys such as
 * ["/api/invoices", "next-number"] that neither action changes.
 */
export function useRefreshInvoices() {
  const queryClient = useQueryClient();
  return ({ withStats }: { withStats: boolean }) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: INVOICES_KEY, exact: true }),
      queryClient.invalidateQueries({ queryKey: RECENT_INVOICES_KEY }),
      withStats ? queryClient.invalidateQueries({ queryKey: DASHBOARD_STATS_KEY }) : undefined,
    ]);
}
