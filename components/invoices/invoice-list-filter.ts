import type { InvoiceStatus } from "@/lib/invoices/invoice-status";

/** The tabs above /invoices; each but "all" is a `?status=` of GET /api/invoices. */
export const INVOICE_LIST_FILTERS = ["all", "unpaid", "overdue", "paid", "deleted"] as const;
export type InvoiceListFilter = (typeof INVOICE_LIST_FILTERS)[number];

export const INVOICE_LIST_FILTER_LABELS: Record<InvoiceListFilter, string> = {
  all: "All",
  unpaid: "Unpaid",
  overdue: "Overdue",
  paid: "Paid",
  deleted: "Deleted",
};

/** What the empty filtered list says. */
export const INVOICE_LIST_FILTER_EMPTY: Record<Exclude<InvoiceListFilter, "all">, string> = {
  unpaid: "No unpaid invoices. Everything you issued is paid or void.",
  overdue: "No overdue invoices.",
  paid: "No paid invoices yet.",
  deleted: "No deleted invoices. Only an invoice that was never sent can be deleted; it is kept here.",
};

/**
 * Whether an invoice of this status belongs in the filtered list, so that a change made here (a
 * payment, a void) can take a row out of a cached list without loading it again.
 */
export function matchesListFilter(status: InvoiceStatus, filter: InvoiceListFilter): boolean {
  switch (filter) {
    case "all":
      // Issue #25: deleted invoices are only under their own tab.
      return status !== "deleted";
    case "unpaid":
      // A balance left to pay, as the server's `unpaid` (lib/invoices/status-filter.ts): all but paid, void and deleted.
      return status !== "paid" && status !== "void" && status !== "deleted" && status !== "credited" && status !== "refundDue";
    case "overdue":
    case "paid":
    case "deleted":
      return status === filter;
  }
}
