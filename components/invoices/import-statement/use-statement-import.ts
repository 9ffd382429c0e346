"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "@/components/ui/toast";
import { apiRequest, errorMessage, throwIfNotOk } from "@/lib/api-client/api-request";
import type { ImportedMatch, ImportResult, UnmatchedLine } from "@/lib/payments/statements/import-bank-statement";
import type { InvoiceListRow } from "@/lib/invoices/invoice-list-row";
import { DASHBOARD_STATS_KEY, INVOICE_PAGES_KEY, RECENT_INVOICES_KEY } from "../use-invoices";

export type { ImportResult, ImportedMatch, UnmatchedLine };

/** What the dialog sends besides the file: for a CSV, the statement's currency and any column names typed. */
export type StatementFields = { currency: string; mapping: Record<string, string> };

/** After payments were booked: every list, the dashboard's figures and open invoice dialogs load again. */
function useRefreshInvoices() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: INVOICE_PAGES_KEY }),
      queryClient.invalidateQueries({ queryKey: RECENT_INVOICES_KEY }),
      queryClient.invalidateQueries({ queryKey: DASHBOARD_STATS_KEY }),
      queryClient.invalidateQueries({ queryKey: ["/api/invoices"] }),
    ]);
}

/** POST /api/payments/import as multipart: apiRequest sends JSON only. */
export function useImportStatement() {
  const refresh = useRefreshInvoices();
  return useMutation({
    mutationFn: async ({ file, fields }: { file: File; fields: StatementFields }): Promise<ImportResult> => {
      const form = new FormData();
      form.append("file", file);
      if (fields.currency) form.append("currency", fields.currency);
      const mapping = Object.fromEntries(Object.entries(fields.mapping).filter(([, column]) => column.trim()));
      if (Object.keys(mapping).length) form.append("mapping", JSON.stringify(mapping));
      const response = await fetch("/api/payments/import", { method: "POST", body: form, credentials: "include" });
      await throwIfNotOk(response);
      return response.json();
    },
    onSuccess: async (result) => {
      if (result.matched.length) await refresh();
    },
    onError: (error) => toast.error("Could not import the statement", { description: errorMessage(error, "Please try again.") }),
  });
}

/** POST /api/payments/import/assign: one unmatched line booked on the invoice the user chose. */
export function useAssignLine() {
  const refresh = useRefreshInvoices();
  return useMutation({
    mutationFn: async ({ line, invoiceId }: { line: UnmatchedLine; invoiceId: string }): Promise<ImportedMatch> => {
      const body = {
        invoiceId,
        entryReference: line.entryReference,
        amount: line.amount,
        date: line.date,
        counterparty: line.counterparty,
      };
      return (await apiRequest("POST", "/api/payments/import/assign", body)).json();
    },
    onSuccess: async (match) => {
      toast.success(
        `${match.amount} booked on ${match.invoiceNumber}`,
        match.overpaid ? { description: "More than the balance: marked as overpaid." } : undefined,
      );
      await refresh();
    },
    onError: (error) => toast.error("Could not book the line", { description: errorMessage(error, "Please try again.") }),
  });
}

/** The invoices a line can be assigned to: those still asking for money (the first page of "Unpaid"). */
export function useOpenInvoices(enabled: boolean) {
  return useQuery<InvoiceListRow[]>({ queryKey: ["/api/invoices?status=unpaid&limit=100"], enabled });
}
