"use client";

import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { INVOICE_LIST_FILTERS, INVOICE_LIST_FILTER_LABELS, type InvoiceListFilter } from "./invoice-list-filter";

type InvoiceStatusTabsProps = {
  value: InvoiceListFilter;
  onValueChange: (value: InvoiceListFilter) => void;
  /** Beside the tabs on wide screens, under them on phones (the search). */
  aside?: React.ReactNode;
  /** The list the chosen tab shows. */
  children: React.ReactNode;
};

/**
 * All, Unpaid, Overdue, Paid above the list of /invoices. Only the chosen tab's panel is rendered:
 * the list is one, filtered by the server, not four lists kept in the page.
 */
export function InvoiceStatusTabs({ value, onValueChange, aside, children }: InvoiceStatusTabsProps) {
  return (
    <Tabs value={value} onValueChange={(next) => onValueChange(next as InvoiceListFilter)} className="gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <TabsList aria-label="Filter invoices by status" className="w-full sm:w-fit">
          {INVOICE_LIST_FILTERS.map((filter) => (
            <TabsTrigger key={filter} value={filter} className="sm:px-4">
              {INVOICE_LIST_FILTER_LABELS[filter]}
            </TabsTrigger>
          ))}
        </TabsList>
        {aside}
      </div>
      <TabsContent value={value}>{children}</TabsContent>
    </Tabs>
  );
}
