"use client";

import { FileSignature } from "lucide-react";
import { useState } from "react";
import { DocumentsEmptyState } from "@/components/documents/documents-empty-state";
import { ListSearch } from "@/components/lists/list-search";
import { LoadMore } from "@/components/lists/load-more";
import { useDebouncedValue } from "@/components/lists/use-debounced-value";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Spinner } from "@/components/ui/spinner";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { errorMessage } from "@/lib/api-client/api-request";
import type { QuoteListRow } from "@/lib/quotes/read-quotes";
import { QUOTE_LIST_FILTER_EMPTY, QUOTE_LIST_FILTER_LABELS, QUOTE_LIST_FILTERS, type QuoteListFilter } from "./quote-list-filter";
import { QuoteCardList, QuoteTable } from "./quote-list-views";
import type { QuoteRowHandlers } from "./quote-row-actions";
import { useConvertQuote, useDeleteQuote, useDownloadQuotePdf, useQuotePages, useSendQuote } from "./use-quotes";

/** /quotes: status tabs and a search, a table from md up, cards below, more on request. */
export function QuotesList() {
  const [search, setSearch] = useState("");
  const [filter, setFilter] = useState<QuoteListFilter>("all");
  const pages = useQuotePages(useDebouncedValue(search), filter);
  const { rows: quotes, isPending, error } = pages;
  const send = useSendQuote();
  const convert = useConvertQuote();
  const download = useDownloadQuotePdf();
  const remove = useDeleteQuote();
  const [deleting, setDeleting] = useState<QuoteListRow | null>(null);

  const busy = [send, convert, download].find((mutation) => mutation.isPending);
  const handlers: QuoteRowHandlers = {
    onSend: (quote) => send.mutate(quote),
    onConvert: (quote) => convert.mutate(quote),
    onDownload: (quote) => download.mutate(quote),
    onDelete: setDeleting,
    busyId: busy?.variables?.id,
  };

  const searching = search.trim() !== "";
  const isNarrowed = searching || filter !== "all";
  const list = isPending ? (
    <div className="flex justify-center py-16">
      <Spinner className="size-8" label="Loading quotes" />
    </div>
  ) : error ? (
    <Alert variant="destructive">
      <AlertDescription>Could not load your quotes: {errorMessage(error, "please try again.")}</AlertDescription>
    </Alert>
  ) : quotes.length === 0 ? (
    isNarrowed ? (
      <p className="py-10 text-center text-sm text-muted-foreground">
        {searching ? `No quotes match “${search.trim()}”.` : QUOTE_LIST_FILTER_EMPTY[filter as Exclude<QuoteListFilter, "all">]}
      </p>
    ) : (
      <DocumentsEmptyState
        icon={FileSignature}
        title="No quotes yet"
        text="Send a quote before the work starts: your customer accepts it online, and it becomes an invoice in one click."
        href="/quotes/new"
        action="Create Your First Quote"
      />
    )
  ) : (
    <div aria-busy={pages.isPlaceholderData} className={pages.isPlaceholderData ? "opacity-60 transition-opacity" : undefined}>
      <div className="hidden md:block">
        <QuoteTable quotes={quotes} handlers={handlers} />
      </div>
      <div className="md:hidden">
        <QuoteCardList quotes={quotes} handlers={handlers} />
      </div>
      <LoadMore
        label="Load more quotes"
        hasMore={pages.hasNextPage}
        isLoading={pages.isFetchingNextPage}
        onLoadMore={() => void pages.fetchNextPage()}
      />
    </div>
  );

  return (
    <>
      {isNarrowed || quotes.length > 0 ? (
        <Tabs value={filter} onValueChange={(next) => setFilter(next as QuoteListFilter)} className="gap-4">
          <div className="flex flex-col gap-3 lg:flex-row lg:items-center lg:justify-between">
            {/* Seven tabs: on a phone the row scrolls sideways rather than squeezing the words. */}
            <div className="-mx-1 overflow-x-auto px-1 pb-1">
              <TabsList aria-label="Filter quotes by status" className="w-max">
                {QUOTE_LIST_FILTERS.map((value) => (
                  <TabsTrigger key={value} value={value} className="sm:px-3">
                    {QUOTE_LIST_FILTER_LABELS[value]}
                  </TabsTrigger>
                ))}
              </TabsList>
            </div>
            <ListSearch label="Search quotes" placeholder="Search by number or customer" value={search} onChange={setSearch} />
          </div>
          <TabsContent value={filter}>{list}</TabsContent>
        </Tabs>
      ) : (
        list
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={`Delete quote ${deleting?.number ?? ""}?`}
        description="The quote and its customer link are removed. Its number is not given out again."
        confirmLabel="Delete quote"
        pendingLabel="Deleting…"
        isPending={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting, { onSettled: () => setDeleting(null) })}
      />
    </>
  );
}
