"use client";

import { LazyInvoiceDetailsDialog } from "./lazy-invoice-dialogs";
import { useLinkedInvoice } from "./use-linked-invoice";

/** The details of the invoice a link names (/invoices?invoice=<id>: a converted quote's Invoice button). */
export function LinkedInvoiceDialog() {
  const linked = useLinkedInvoice();
  return <LazyInvoiceDetailsDialog invoice={linked.invoice} open={linked.open} onOpenChange={linked.setOpen} />;
}
