"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { toast } from "@/components/ui/toast";
import { validationErrors } from "@/components/invoices/create/use-create-invoice";
import { invoiceHref } from "@/components/invoices/use-linked-invoice";
import { INVOICE_PAGES_KEY, DASHBOARD_STATS_KEY, RECENT_INVOICES_KEY } from "@/components/invoices/use-invoices";
import { apiRequest, errorMessage, throwIfNotOk } from "@/lib/api-client/api-request";
import { failureReaction } from "@/lib/api-client/failure-reaction";
import { usePagedList } from "@/lib/api-client/use-paged-list";
import { saveFile } from "@/lib/api-client/save-file";
import type { InvoiceJson } from "@/lib/invoices/invoice-json";
import type { OpenQuotesTotal } from "@/lib/quotes/open-quotes-summary";
import type { QuoteJson } from "@/lib/quotes/quote-json";
import type { QuoteListRow } from "@/lib/quotes/read-quotes";
import type { QuoteListFilter } from "./quote-list-filter";

/** The pages of /quotes are cached under [...QUOTE_PAGES_KEY, filter, search]. */
export const QUOTE_PAGES_KEY = ["quote-pages"] as const;
export const QUOTE_SUMMARY_KEY = ["/api/quotes/summary"] as const;
export const quoteKey = (id: string) => ["/api/quotes", id] as const;

type QuoteRef = Pick<QuoteListRow, "id" | "number">;
const quoteUrl = (quote: Pick<QuoteListRow, "id">) => `/api/quotes/${encodeURIComponent(quote.id)}`;

/** The user's quotes, newest first, a page at a time; `filter` is a status tab. */
export function useQuotePages(search: string, filter: QuoteListFilter = "all") {
  return usePagedList<QuoteListRow>([...QUOTE_PAGES_KEY, filter], "/api/quotes", {
    search,
    filters: filter === "all" ? {} : { status: filter },
  });
}

/** One quote in full, with the request it was written from (the edit form starts from it). */
export function useQuote(id: string) {
  return useQuery<QuoteJson>({ queryKey: quoteKey(id) });
}

export function useOpenQuotesSummary() {
  return useQuery<{ open: OpenQuotesTotal[] }>({ queryKey: QUOTE_SUMMARY_KEY });
}

/** After any change: the lists, the dashboard's open total and the quote itself load again. */
function useQuotesChanged() {
  const queryClient = useQueryClient();
  return async (id?: string) => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: QUOTE_PAGES_KEY }),
      queryClient.invalidateQueries({ queryKey: QUOTE_SUMMARY_KEY }),
      id ? queryClient.invalidateQueries({ queryKey: quoteKey(id) }) : Promise.resolve(),
    ]);
  };
}

export function useSendQuote() {
  const changed = useQuotesChanged();
  return useMutation({
    mutationFn: async (quote: QuoteRef): Promise<{ sentAt: string; to: string }> =>
      (await apiRequest("POST", `${quoteUrl(quote)}/send`)).json(),
    onSuccess: async (sent, quote) => {
      toast.success("Quote Sent", { description: `${quote.number} sent to ${sent.to}` });
      await changed(quote.id);
    },
    onError: (error) => {
      const description =
        failureReaction(error) === "verify_email"
          ? "Please verify your e-mail address before sending quotes. You can send a new link from Settings."
          : errorMessage(error, "Could not send the quote. Please try again.");
      toast.error("Quote not sent", { description });
    },
  });
}

export function useDeleteQuote() {
  const changed = useQuotesChanged();
  return useMutation({
    mutationFn: (quote: QuoteRef) => apiRequest("DELETE", quoteUrl(quote)),
    onSuccess: async (_response, quote) => {
      toast.success("Quote deleted", { description: quote.number });
      await changed();
    },
    onError: (error) => void toast.error("Failed to delete quote", { description: errorMessage(error, "Please try again.") }),
  });
}

/** Converts a quote into an invoice (or finds the one it already became); the toast opens it. */
export function useConvertQuote() {
  const changed = useQuotesChanged();
  const queryClient = useQueryClient();
  const router = useRouter();
  return useMutation({
    mutationFn: async (quote: QuoteRef): Promise<InvoiceJson> => (await apiRequest("POST", `${quoteUrl(quote)}/convert`)).json(),
    onSuccess: async (invoice, quote) => {
      toast.success("Invoice Created!", {
        description: `${quote.number} became invoice ${invoice.number}.`,
        action: { label: "Open invoice", onClick: () => router.push(invoiceHref(invoice.id)) },
      });
      await Promise.all([
        changed(quote.id),
        queryClient.invalidateQueries({ queryKey: INVOICE_PAGES_KEY }),
        queryClient.invalidateQueries({ queryKey: RECENT_INVOICES_KEY }),
        queryClient.invalidateQueries({ queryKey: DASHBOARD_STATS_KEY }),
      ]);
    },
    onError: (error) => {
      if (failureReaction(error) === "upgrade") {
        toast.error("Invoice Limit Reached", { description: errorMessage(error, "Upgrade to Pro for unlimited invoices.") });
        return router.push("/settings?upgrade=true");
      }
      toast.error("Could not convert the quote", { description: errorMessage(error, "Please try again.") });
    },
  });
}

export function quotePdfFileName(number: string): string {
  return `quote-${number}.pdf`;
}

export function useDownloadQuotePdf() {
  return useMutation({
    mutationFn: async (quote: QuoteRef) => {
      const response = await fetch(`${quoteUrl(quote)}/pdf`, { credentials: "include" });
      await throwIfNotOk(response);
      saveFile(await response.blob(), quotePdfFileName(quote.number));
    },
    onSuccess: (_result, quote) => void toast.success("PDF Downloaded", { description: quotePdfFileName(quote.number) }),
    onError: () => void toast.error("Download Failed", { description: "Could not download the PDF. Please try again." }),
  });
}

/** POST /api/quotes or PUT /api/quotes/{id}; a 400 hands its problems to `onInvalid`. */
export function useSaveQuote({ quoteId, onInvalid }: { quoteId?: string; onInvalid: (problems: string[]) => void }) {
  const changed = useQuotesChanged();
  const router = useRouter();
  return useMutation({
    mutationFn: async (payload: Record<string, unknown>): Promise<QuoteJson> =>
      (await apiRequest(quoteId ? "PUT" : "POST", quoteId ? quoteUrl({ id: quoteId }) : "/api/quotes", payload)).json(),
    onSuccess: async (quote) => {
      toast.success(quoteId ? "Quote Saved" : "Quote Created", { description: `Quote ${quote.number} is ready to send.` });
      await changed(quote.id);
      router.push("/quotes");
    },
    onError: (error) => {
      const problems = validationErrors(error);
      if (problems) return onInvalid(problems);
      toast.error(quoteId ? "Could not save the quote" : "Could not create the quote", {
        description: errorMessage(error, "Please try again."),
      });
    },
  });
}
