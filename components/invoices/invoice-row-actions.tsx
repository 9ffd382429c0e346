"use client";

import { Download, Eye, Trash2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import type { InvoiceListRow } from "@/lib/invoices/invoice-list-row";
import { cn } from "@/lib/utils";

export type InvoiceRowHandlers = {
  onView: (invoice: InvoiceListRow) => void;
  onDownload: (invoice: InvoiceListRow) => void;
  /** Absent for Free users: they cannot delete invoices (SPEC section 6). */
  onDelete?: (invoice: InvoiceListRow) => void;
  /** The id of the invoice whose PDF is being fetched, if any. */
  downloadingId?: string;
};

/** View, Download and (Pro) Delete for one invoice; the button names include the number for screen readers. */
export function InvoiceRowActions({
  invoice,
  handlers,
  className,
}: {
  invoice: InvoiceListRow;
  handlers: InvoiceRowHandlers;
  className?: string;
}) {
  const { onView, onDownload, onDelete, downloadingId } = handlers;
  const isDownloading = downloadingId === invoice.id;
  return (
    <div className={cn("flex items-center gap-1.5", className)}>
      <Button variant="outline" size="sm" onClick={() => onView(invoice)} aria-label={`View ${invoice.number}`}>
        <Eye aria-hidden />
        View
      </Button>
      <Button
        variant="ghost"
        size="icon"
        className="size-8"
        onClick={() => onDownload(invoice)}
        disabled={isDownloading}
        aria-label={`Download PDF of ${invoice.number}`}
        title="Download PDF"
      >
        {isDownloading ? <Spinner label="Downloading" /> : <Download aria-hidden />}
      </Button>
      {/* A deleted invoice (issue #25) is already out of every list but its own tab. */}
      {onDelete && invoice.status !== "deleted" && (
        <Button
          variant="ghost"
          size="icon"
          className="size-8 text-destructive hover:text-destructive"
          onClick={() => onDelete(invoice)}
          aria-label={`Delete ${invoice.number}`}
          title="Delete invoice"
        >
          <Trash2 aria-hidden />
        </Button>
      )}
    </div>
  );
}
