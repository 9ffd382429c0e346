"use client";

import { useState } from "react";
import type { InvoiceListRow } from "@/lib/invoices/invoice-list-row";

/**
 * Which invoice a dialog shows, and whether it is open. The row is looked up in the current list
 * by id, so a change in the cache (after Send Email: sentAt) shows at once; the snapshot taken on
 * open stays as a fallback so the dialog keeps its content while it closes after a deletion.
 */
export function useInvoiceSelection(invoices: readonly InvoiceListRow[] | undefined) {
  const [state, setState] = useState<{ open: boolean; snapshot: InvoiceListRow | null }>({ open: false, snapshot: null });
  const current = state.snapshot && invoices?.find((invoice) => invoice.id === state.snapshot?.id);
  return {
    open: state.open,
    invoice: current ?? state.snapshot,
    show: (invoice: InvoiceListRow) => setState({ open: true, snapshot: invoice }),
    setOpen: (open: boolean) => setState((previous) => ({ ...previous, open })),
  };
}
