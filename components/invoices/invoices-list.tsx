"use client";

import { FileText } from "lucide-react";
import { Suspense, useState } from "react";
import { DocumentsEmptyState } from "@/components/documents/documents-empty-state";
import { ListSearch } from "@/components/lists/list-search";
import { LoadMore } from "@/components/lists/load-more";
import { useDebouncedValue } from "@/components/lists/use-debounced-value";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Spinner } from "@/components/ui/spinner";
import { errorMessage } from "@/lib/api-client/api-request";
import { useCurrentUser } from "@/lib/api-client/use-current-user";
import { InvoiceCardList, InvoiceTable } from "./invoice-list-views";
import { LazyDeleteInvoiceDialog, LazyInvoiceDetailsDialog } from "./lazy-invoice-dialogs";
import { INVOICE_LIST_FILTER_EMPTY, type InvoiceListFilter } from "./invoice-list-filter";
import type { InvoiceRowHandlers } from "./invoice-row-actions";
import { InvoiceStatusTabs } from "./invoice-status-tabs";
import { useDownloadInvoicePdf } from "./use-download-invoice-pdf";
import { useInvoiceSelection } from "./use-invoice-selection";
import { useInvoicePages } from "./use-invoices";
import { LinkedInvoiceDialog } from "./linked-invoice-dialog";

/**
 * The list of /invoices: status tabs and a search, a table from md up, cards below, more on
 * request, and the dialogs they open; /invoices?invoice=<id> opens that invoice's details.
 * `below` (the credit notes) shows once the first rows are in: shown beside the spinner, it was
 * pushed down by them, a layout shift of 0.11 on a phone (issue #24).
 */
export function InvoicesList({ below }: { below?: React.ReactNode }) {
  const [search, setSearch] = useState("");
  const [filter, setFilter] = useState<InvoiceListFilter>("all");
  const pages = useInvoicePages(useDebouncedValue(search), filter);
  const { rows: invoices, isPending, error } = pages;
  const { user } = useCurrentUser();
  const details = useInvoiceSelection(invoices);
  const deletion = useInvoiceSelection(invoices);
  const download = useDownloadInvoicePdf("list");

  const handlers: InvoiceRowHandlers = {
    onView: details.show,
    onDownload: (invoice) => download.mutate(invoice),
    onDelete: user?.isPro ? deletion.show : undefined,
    downloadingId: download.isPending ? download.variables.id : undefined,
  };

  const searching = search.trim() !== "";
  const isNarrowed = searching || filter !== "all";
  const list = isPending ? (
    <div className="flex justify-center py-16">
      <Spinner className="size-8" label="Loading invoices" />
    </div>
  ) : error ? (
    <Alert variant="destructive">
      <AlertDescription>Could not load your invoices: {errorMessage(error, "please try again.")}</AlertDescription>
    </Alert>
  ) : invoices.length === 0 ? (
    isNarrowed ? (
      <p className="py-10 text-center text-sm text-muted-foreground">
        {searching
          ? `No ${filter === "all" ? "" : `${filter} `}invoices match “${search.trim()}”.`
          : INVOICE_LIST_FILTER_EMPTY[filter as Exclude<InvoiceListFilter, "all">]}
      </p>
    ) : (
      <DocumentsEmptyState
        icon={FileText}
        title="No invoices yet"
        text="Create your first invoice: the tax is worked out for you, and you can download it as PDF or e-mail it."
        href="/create-invoice"
        action="Create Your First Invoice"
      />
    )
  ) : (
    // While another tab or search loads, the last rows stay, dimmed, instead of a spinner.
    <div aria-busy={pages.isPlaceholderData} className={pages.isPlaceholderData ? "opacity-60 transition-opacity" : undefined}>
      <div className="hidden md:block">
        <InvoiceTable invoices={invoices} handlers={handlers} />
      </div>
      <div className="md:hidden">
        <InvoiceCardList invoices={invoices} handlers={handlers} />
      </div>
      <LoadMore
        label="Load more invoices"
        hasMore={pages.hasNextPage}
        isLoading={pages.isFetchingNextPage}
        onLoadMore={() => void pages.fetchNextPage()}
      />
    </div>
  );

  return (
    <>
      {/* A new user's first visit shows the empty state alone; tabs and search come with the first invoice. */}
      {isNarrowed || invoices.length > 0 ? (
        <InvoiceStatusTabs
          value={filter}
          onValueChange={setFilter}
          aside={<ListSearch label="Search invoices" placeholder="Search by number or customer" value={search} onChange={setSearch} />}
        >
          {list}
        </InvoiceStatusTabs>
      ) : (
        list
      )}
      <LazyInvoiceDetailsDialog invoice={details.invoice} open={details.open} onOpenChange={details.setOpen} />
      {/* useSearchParams: its own boundary, so the list still renders on the server. */}
      <Suspense fallback={null}>
        <LinkedInvoiceDialog />
      </Suspense>
      <LazyDeleteInvoiceDialog invoice={deletion.invoice} open={deletion.open} onOpenChange={deletion.setOpen} />
      {!isPending && below}
    </>
  );
}
