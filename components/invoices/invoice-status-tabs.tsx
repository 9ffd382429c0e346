"use client";

import { useId, useRef, type KeyboardEvent } from "react";
import { TABS_LIST_CLASS, TABS_TRIGGER_CLASS } from "@/components/ui/tabs-styles";
import { cn } from "@/lib/utils";
import { INVOICE_LIST_FILTERS, INVOICE_LIST_FILTER_LABELS, type InvoiceListFilter } from "./invoice-list-filter";

type InvoiceStatusTabsProps = {
  value: InvoiceListFilter;
  onValueChange: (value: InvoiceListFilter) => void;
  /** Beside the tabs on wide screens, under them on phones (the search). */
  aside?: React.ReactNode;
  /** The list the chosen tab shows. */
  children: React.ReactNode;
};

const STEP: Partial<Record<string, (index: number, count: number) => number>> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/**
 * All, Unpaid, Overdue, Paid above the list of /invoices. Only the chosen tab's panel is rendered:
 * the list is one, filtered by the server, not four lists kept in the page. The WAI-ARIA tabs
 * pattern as Radix's Tabs does it (one tab in the Tab order, arrows, Home and End choose, looping),
 * with the shared tab styles, written here because Radix's Tabs, Collection and RovingFocusGroup
 * were 7.6 KB gzipped of /invoices' first load for four buttons (issue #24).
 */
export function InvoiceStatusTabs({ value, onValueChange, aside, children }: InvoiceStatusTabsProps) {
  const id = useId();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const step = STEP[event.key];
    if (!step) return;
    event.preventDefault();
    const next = step(index, INVOICE_LIST_FILTERS.length);
    tabs.current[next]?.focus();
    onValueChange(INVOICE_LIST_FILTERS[next]!);
  };
  return (
    <div data-slot="tabs" className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div
          role="tablist"
          aria-orientation="horizontal"
          aria-label="Filter invoices by status"
          className={cn(TABS_LIST_CLASS, "w-full sm:w-fit")}
        >
          {INVOICE_LIST_FILTERS.map((filter, index) => (
            <button
              key={filter}
              ref={(element) => void (tabs.current[index] = element)}
              type="button"
              role="tab"
              id={`${id}-tab-${filter}`}
              aria-selected={filter === value}
              aria-controls={filter === value ? `${id}-panel` : undefined}
              data-state={filter === value ? "active" : "inactive"}
              tabIndex={filter === value ? 0 : -1}
              className={cn(TABS_TRIGGER_CLASS, "sm:px-4")}
              onClick={() => onValueChange(filter)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {INVOICE_LIST_FILTER_LABELS[filter]}
            </button>
          ))}
        </div>
        {aside}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${value}`} tabIndex={0} className="flex-1 outline-none">
        {children}
      </div>
    </div>
  );
}
