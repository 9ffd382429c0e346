"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "@/components/ui/toast";
import { apiRequest, errorMessage, throwIfNotOk } from "@/lib/api-client/api-request";
import { saveFile } from "@/lib/api-client/save-file";
import type { CreditNoteJson } from "@/lib/credit-notes/credit-note-json";
import type { InvoiceJson } from "@/lib/invoices/invoice-json";
import { invoiceKey, useInvoiceCache } from "@/components/invoices/use-invoices";

/** The first page of GET /api/credit-notes (newest first); the default query fn GETs the key. */
export const CREDIT_NOTES_KEY = ["/api/credit-notes"] as const;

export function useCreditNotes() {
  return useQuery<CreditNoteJson[]>({ queryKey: CREDIT_NOTES_KEY });
}

/** The body of POST /api/invoices/{id}/credit-notes: no items is a full credit of what is left. */
export type CreditNoteBody = { reason: string; items?: { description: string; quantity: number; rate: string }[] };

/**
 * Issues a credit note for an invoice; on success the invoice (its status, balance and credit
 * notes) and the credit notes list reload. A refused amount (400 naming the limit) is the form's
 * to show; anything else is a toast.
 */
export function useCreateCreditNote(invoiceId: string) {
  const queryClient = useQueryClient();
  const cache = useInvoiceCache();
  return useMutation({
    mutationFn: async (body: CreditNoteBody): Promise<CreditNoteJson> =>
      (await apiRequest("POST", `/api/invoices/${encodeURIComponent(invoiceId)}/credit-notes`, body)).json(),
    onSuccess: async (note) => {
      toast.success(`Credit note ${note.number} created`, {
        description: `${note.total} ${note.currency} credited on ${note.invoiceNumber}`,
      });
      const invoice = await queryClient.fetchQuery<InvoiceJson>({ queryKey: invoiceKey(invoiceId), staleTime: 0 });
      await Promise.all([cache.changed(invoice), queryClient.invalidateQueries({ queryKey: CREDIT_NOTES_KEY })]);
    },
  });
}

export function creditNotePdfFileName(number: string): string {
  return `credit-note-${number}.pdf`;
}

/** Fetches the credit note's PDF and saves it as credit-note-{number}.pdf. */
export function useDownloadCreditNotePdf() {
  return useMutation({
    mutationFn: async (note: Pick<CreditNoteJson, "id" | "number">) => {
      const response = await fetch(`/api/credit-notes/${encodeURIComponent(note.id)}/pdf`, { credentials: "include" });
      await throwIfNotOk(response);
      saveFile(await response.blob(), creditNotePdfFileName(note.number));
    },
    onSuccess: (_result, note) => {
      toast.success("PDF Downloaded", { description: creditNotePdfFileName(note.number) });
    },
    onError: (error) => {
      toast.error("Download Failed", { description: errorMessage(error, "Could not download the PDF. Please try again.") });
    },
  });
}
