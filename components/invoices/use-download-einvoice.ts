"use client";

import { useMutation } from "@tanstack/react-query";
import { toast } from "@/components/ui/toast";
import { errorMessage, throwIfNotOk } from "@/lib/api-client/api-request";
import { saveFile } from "@/lib/api-client/save-file";
import type { InvoiceJson } from "@/lib/invoices/invoice-json";

export type EinvoiceKind = "facturx" | "ubl" | "cii";

const REQUESTS: Record<EinvoiceKind, { path: string; extension: string }> = {
  facturx: { path: "pdf?format=facturx", extension: "pdf" },
  ubl: { path: "einvoice?format=ubl", extension: "xml" },
  cii: { path: "einvoice?format=cii", extension: "xml" },
};

type Request = { invoice: Pick<InvoiceJson, "id" | "number">; kind: EinvoiceKind };

/** Fetches an e-invoice and hands it to the browser; the server's message (403 Pro, 422 missing data) becomes the error. */
async function downloadEinvoice({ invoice, kind }: Request): Promise<string> {
  const { path, extension } = REQUESTS[kind];
  const response = await fetch(`/api/invoices/${encodeURIComponent(invoice.id)}/${path}`, { credentials: "include" });
  await throwIfNotOk(response);
  const filename = `invoice-${invoice.number}.${extension}`;
  saveFile(await response.blob(), filename);
  return filename;
}

export function useDownloadEinvoice() {
  return useMutation({
    mutationFn: downloadEinvoice,
    onSuccess: (filename) => toast.success("E-invoice Downloaded", { description: filename }),
    onError: (error) =>
      toast.error("E-invoice Not Available", { description: errorMessage(error, "Could not download the e-invoice. Please try again.") }),
  });
}
