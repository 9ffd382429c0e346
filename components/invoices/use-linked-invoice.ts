"use client";

import { useSearchParams } from "next/navigation";
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
 * in another tab's filter), for the details dialog. Closing it takes the parameter off the address
 * (history.replaceState, which the app router follows) so a reload does not open it again. Read
 * with useSearchParams, which follows a client-side navigation to the link; its caller sits in a
 * Suspense boundary so the rest of the page still renders on the server.
 */
export function useLinkedInvoice() {
  const id = useSearchParams()?.get(INVOICE_LINK_PARAM) ?? null;
  const full = useInvoice(id ?? undefined);
  // Kept after closing (the query is then off), so the dialog keeps its content while it fades.
  const [shown, setShown] = useState<InvoiceListRow | null>(null);
  if (full.data && shown?.id !== full.data.id) setShown(listRowOf(full.data));
  const row = full.data ? listRowOf(full.data) : shown;
  // Closed at once, not only once the address has changed; forgotten when the parameter is gone,
  // so following the same link again opens it again.
  const [closedId, setClosedId] = useState<string | null>(null);
  if (id === null && closedId !== null) setClosedId(null);
  return {
    invoice: row,
    open: id !== null && id !== closedId && full.data !== undefined,
    setOpen: (open: boolean) => {
      if (open) return;
      setClosedId(id);
      const url = new URL(window.location.href);
      url.searchParams.delete(INVOICE_LINK_PARAM);
      window.history.replaceState(window.history.state, "", `${url.pathname}${url.search}${url.hash}`);
    },
  };
}
