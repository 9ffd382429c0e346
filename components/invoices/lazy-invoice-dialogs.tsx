"use client";

import dynamic from "next/dynamic";
import type { ComponentProps } from "react";
import { useOpenedOnce } from "@/components/ui/use-opened-once";
import type { DeleteInvoiceDialog as DeleteInvoiceDialogType } from "./delete-invoice-dialog";
import type { InvoiceDetailsDialog as InvoiceDetailsDialogType } from "./invoice-details-dialog";

// The details dialog brings the payment form (react-hook-form, zod), the actions menu, credit
// notes and the EU VAT block: about half of /invoices' and the dashboard's JavaScript. Neither
// dialog shows at first paint, so each loads when first opened (issue #24, "Light on a phone").
const InvoiceDetailsDialog = dynamic(() => import("./invoice-details-dialog").then((module) => module.InvoiceDetailsDialog), {
  ssr: false,
});
const DeleteInvoiceDialog = dynamic(() => import("./delete-invoice-dialog").then((module) => module.DeleteInvoiceDialog), {
  ssr: false,
});

export function LazyInvoiceDetailsDialog(props: ComponentProps<typeof InvoiceDetailsDialogType>) {
  return useOpenedOnce(props.open) ? <InvoiceDetailsDialog {...props} /> : null;
}

export function LazyDeleteInvoiceDialog(props: ComponentProps<typeof DeleteInvoiceDialogType>) {
  return useOpenedOnce(props.open) ? <DeleteInvoiceDialog {...props} /> : null;
}
