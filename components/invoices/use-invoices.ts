"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { prependRow, updateRows, usePagedList } from "@/lib/api-client/use-paged-list";
import type { InvoiceJson } from "@/lib/invoices/invoice-json";
import type { InvoiceListRow } from "@/lib/invoices/invoice-list-row";
import { invoiceStatus } from "@/lib/invoices/invoice-status";
import { listRowOf } from "@/lib/invoices/list-row-of";
import { DASHBOARD_STATS_KEY } from "./dashboard-stats-key";
import { INVOICE_LIST_FILTERS, matchesListFilter, type InvoiceListFilter } from "./invoice-list-filter";

/**
 * Query keys; the default query fn GETs the key joined by "/" (lib/api-client/query-client.ts).
 * The pages of /invoices are cached under [...INVOICE_PAGES_KEY, filter, search].
 */
export const INVOICE_PAGES_KEY = ["invoice-pages"] as const;
export const RECENT_INVOICES_KEY = ["/api/invoices/recent"] as const;
export { DASHBOARD_STATS_KEY } from "./dashboard-stats-key";
export const invoiceKey = (id: string) => ["/api/invoices", id] as const;

const invoicePagesKey = (filter: InvoiceListFilter) => [...INVOICE_PAGES_KEY, filter];

/**
 * The signed-in user's invoices, newest first, a page at a time; `search` matches number or
 * customer, `filter` narrows to unpaid, overdue or paid (`?status=`).
 */
export function useInvoicePages(search: string, filter: InvoiceListFilter = "all") {
  return usePagedList<InvoiceListRow>(invoicePagesKey(filter), "/api/invoices", {
    search,
    filters: filter === "all" ? {} : { status: filter },
  });
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
 * a new invoice goes on top, a deleted one leaves, a sent one shows its sentAt, a paid or voided
 * one its new status and balance. The dashboard's recent five and counts are small and reload.
 */
export function useInvoiceCache() {
  const queryClient = useQueryClient();
  const refreshDashboard = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: RECENT_INVOICES_KEY }),
      queryClient.invalidateQueries({ queryKey: DASHBOARD_STATS_KEY }),
    ]);
  /**
   * A filtered list may now lack an invoice that has come to match it (a deleted payment makes a
   * paid invoice unpaid again): it loads again when next shown, not under the user's eyes.
   */
  const staleFilteredLists = () =>
    queryClient.invalidateQueries({ queryKey: INVOICE_PAGES_KEY, predicate: (query) => query.queryKey[1] !== "all", refetchType: "none" });
  return {
    added: async (invoice: InvoiceJson) => {
      queryClient.setQueryData(invoiceKey(invoice.id), invoice);
      await Promise.all([prependRow(queryClient, invoicePagesKey("all"), listRowOf(invoice)), staleFilteredLists(), refreshDashboard()]);
    },
    /**
     * The invoice as a payment, a deleted payment, a void or a new public link left it (the
     * server's answer): the dialog and every list row show it at once; a filtered list drops a
     * row that no longer belongs; the dashboard's money figures reload.
     */
    changed: async (invoice: InvoiceJson) => {
      queryClient.setQueryData(invoiceKey(invoice.id), invoice);
      const row = listRowOf(invoice);
      for (const filter of INVOICE_LIST_FILTERS) {
        updateRows<InvoiceListRow>(queryClient, invoicePagesKey(filter), invoice.id, () =>
          matchesListFilter(row.status, filter) ? row : null,
        );
      }
      queryClient.setQueryData<InvoiceListRow[]>(RECENT_INVOICES_KEY, (rows) =>
        rows?.map((recent) => (recent.id === invoice.id ? row : recent)),
      );
      await Promise.all([staleFilteredLists(), queryClient.invalidateQueries({ queryKey: DASHBOARD_STATS_KEY })]);
    },
    removed: async (id: string) => {
      updateRows<InvoiceListRow>(queryClient, INVOICE_PAGES_KEY, id, () => null);
      queryClient.removeQueries({ queryKey: invoiceKey(id), exact: true });
      // The Deleted tab now has one more (issue #25: deleting keeps the record).
      await Promise.all([staleFilteredLists(), refreshDashboard()]);
    },
    sent: async (id: string, sent: { sentAt: string; to: string }) => {
      // An issued invoice is "sent" from now on: the status is derived from the facts, as the server does.
      const withSent = <Invoice extends InvoiceListRow>(invoice: Invoice): Invoice => {
        const facts = { ...invoice, sentAt: sent.sentAt, sentTo: sent.to };
        // Issue #25: sent, it has left the user: no delete or void from now on.
        return { ...facts, status: invoiceStatus(facts), issued: true };
      };
      updateRows<InvoiceListRow>(queryClient, INVOICE_PAGES_KEY, id, withSent);
      queryClient.setQueryData<InvoiceJson>(invoiceKey(id), (invoice) => invoice && withSent(invoice));
      await queryClient.invalidateQueries({ queryKey: RECENT_INVOICES_KEY });
    },
  };
}
