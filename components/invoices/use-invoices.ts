"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { prependRow, updateRows, usePagedList } from "@/lib/api-client/use-paged-list";
import type { InvoiceJson } from "@/lib/invoices/invoice-json";
import type { InvoiceListRow } from "@/lib/invoices/invoice-list-row";
import { listRowOf } from "@/lib/invoices/list-row-of";

/** Query keys; the default query fn GETs the key joined by "/" (lib/api-client/query-client.ts). */
export const INVOICE_PAGES_KEY = ["invoice-pages"] as const;
export const RECENT_INVOICES_KEY = ["/api/invoices/recent"] as const;
export const DASHBOARD_STATS_KEY = ["/api/dashboard/stats"] as const;
export const invoiceKey = (id: string) => ["/api/invoices", id] as const;

/** The signed-in user's invoices, newest first, a page at a time; `search` matches number or customer. */
export function useInvoicePages(search: string) {
  return usePagedList<InvoiceListRow>(INVOICE_PAGES_KEY, "/api/invoices", { search });
}

/** One invoice in full (lines, supplier, texts), for the details dialog. */
export function useInvoice(id: string | undefined) {
  return useQuery<InvoiceJson>({ queryKey: invoiceKey(id ?? ""), enabled: Boolean(id) });
}

/** The latest five, for the dashboard. */
export function useRecentInvoices() {
  return useQuery<InvoiceListRow[]>({ queryKey: RECENT_INVOICES_KEY });
}

/**
 * Keeps every cached view of the invoices true after a change, without loading the lists again:
 * a new invoice goes on top, a deleted one leaves, a sent one shows its sentAt. The dashboard's
 * recent five and counts are small and reload.
 */
export function useInvoiceCache() {
  const queryClient = useQueryClient();
  const refreshDashboard = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: RECENT_INVOICES_KEY }),
      queryClient.invalidateQueries({ queryKey: DASHBOARD_STATS_KEY }),
    ]);
  return {
    added: async (invoice: InvoiceJson) => {
      queryClient.setQueryData(invoiceKey(invoice.id), invoice);
      await Promise.all([prependRow(queryClient, INVOICE_PAGES_KEY, listRowOf(invoice)), refreshDashboard()]);
    },
    removed: async (id: string) => {
      updateRows<InvoiceListRow>(queryClient, INVOICE_PAGES_KEY, id, () => null);
      queryClient.removeQueries({ queryKey: invoiceKey(id), exact: true });
      await refreshDashboard();
    },
    sent: async (id: string, sent: { sentAt: string; to: string }) => {
      updateRows<InvoiceListRow>(queryClient, INVOICE_PAGES_KEY, id, (row) => ({ ...row, sentAt: sent.sentAt, sentTo: sent.to }));
      queryClient.setQueryData<InvoiceJson>(invoiceKey(id), (invoice) => invoice && { ...invoice, sentAt: sent.sentAt, sentTo: sent.to });
      await queryClient.invalidateQueries({ queryKey: RECENT_INVOICES_KEY });
    },
  };
}
