"use client";

import { useMutation } from "@tanstack/react-query";
import { toast } from "@/components/ui/toast";
import { throwIfNotOk } from "@/lib/api-client/api-request";
import { saveFile } from "@/lib/api-client/save-file";
import type { InvoiceJson } from "@/lib/invoices/invoice-json";

/** SPEC section 8: the dialog and the list word the same failure differently. */
const FAILURE_TEXT = {
  dialog: "Could not download the PDF. Please try again.",
  list: "Failed to download invoice",
} as const;

export type DownloadSource = keyof typeof FAILURE_TEXT;

export function invoicePdfFileName(number: string): string {
  return `invoice-${number}.pdf`;
}

/** Fetches the PDF and hands it to the browser as a file named invoice-{number}.pdf. */
export async function downloadInvoicePdf(invoice: Pick<InvoiceJson, "id" | "number">): Promise<void> {
  const response = await fetch(`/api/invoices/${encodeURIComponent(invoice.id)}/pdf`, { credentials: "include" });
  await throwIfNotOk(response);
  saveFile(await response.blob(), invoicePdfFileName(invoice.number));
}

/** The download as a mutation, so buttons can show it pending; toasts name the outcome. */
export function useDownloadInvoicePdf(source: DownloadSource) {
  return useMutation({
    mutationFn: downloadInvoicePdf,
    onSuccess: (_result, invoice) => {
      toast.success("PDF Downloaded", { description: invoicePdfFileName(invoice.number) });
    },
    onError: () => {
      toast.error("Download Failed", { description: FAILURE_TEXT[source] });
    },
  });
}
