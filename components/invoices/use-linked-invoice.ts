"use client";

import { useState } from "react";
import { listRowOf } from "@/lib/invoices/list-row-of";
import type { InvoiceListRow } from "@/lib/invoices/invoice-list-row";
import { useInvoice } from "./use-invoices";

/** The query parameter that opens one invoice's details on /invoices. */
export const INVOICE_LINK_PARAM = "invoice";

/** Where one invoice opens: /invoices with its details dialog (the app has no page per invoice). */
export function invoiceHref(invoiceId: string): string {
  return `/invoices?${INVOICE_LINK_PARAM}=${encodeURIComponent(invoiceId)}`;
}

/**
 * The invoice named by /invoices?invoice=<id>, loaded on its own (it may be far down the list, or
 * in another tab's filter), for the details dialog; closing it takes the parameter off the address
 * so a reload does not open it again. Read from the address once, in the browser: the list renders
 * there, and useSearchParams would make the whole page wait for a Suspense boundary.
 */
export function useLinkedInvoice() {
  const [id, setId] = useState<string | null>(() =>
    typeof window === "undefined" ? null : new URLSearchParams(window.location.search).get(INVOICE_LINK_PARAM),
  );
  const [shown, setShown] = useState<InvoiceListRow | null>(null);
  const full = useInvoice(id ?? undefined);
  // Kept after closing (the query is then off), so the dialog keeps its content while it fades.
  if (full.data && shown?.id !== full.data.id) setShown(listRowOf(full.data));
  const row = full.data ? listRowOf(full.data) : shown;
  return {
    invoice: row,
    open: id !== null && row !== null,
    setOpen: (open: boolean) => {
      if (open) return;
      setId(null);
      const url = new URL(window.location.href);
      url.searchParams.delete(INVOICE_LINK_PARAM);
      window.history.replaceState(window.history.state, "", `${url.pathname}${url.search}${url.hash}`);
    },
  };
}
