"use client";

import { InvoiceDetailsDialog } from "./invoice-details-dialog";
import { useLinkedInvoice } from "./use-linked-invoice";

/** The details of the invoice a link names (/invoices?invoice=<id>: a converted quote's Invoice button). */
export function LinkedInvoiceDialog() {
  const linked = useLinkedInvoice();
  return <InvoiceDetailsDialog invoice={linked.invoice} open={linked.open} onOpenChange={linked.setOpen} />;
}
