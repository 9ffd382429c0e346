"use client";

import { Download, FilePlus2, Link2, MoreHorizontal, Pencil, Send, Trash2 } from "lucide-react";
import Link from "next/link";
import { toast } from "@/components/ui/toast";
import { invoiceHref } from "@/components/invoices/use-linked-invoice";
import { Button } from "@/components/ui/button";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from "@/components/ui/dropdown-menu";
import { Spinner } from "@/components/ui/spinner";
import type { QuoteListRow } from "@/lib/quotes/read-quotes";
import { isLockedQuote, isOpenQuote } from "@/lib/quotes/quote-status";
import { cn } from "@/lib/utils";

export type QuoteRowHandlers = {
  onSend: (quote: QuoteListRow) => void;
  onConvert: (quote: QuoteListRow) => void;
  onDownload: (quote: QuoteListRow) => void;
  onDelete: (quote: QuoteListRow) => void;
  /** The id of the quote an action is running for, if any. */
  busyId?: string;
};

/**
 * What fits where the quote stands, first as a button: Send for a draft, Convert for an accepted
 * quote, the invoice for an invoiced one; the PDF; and the rest in a menu (edit, send again,
 * convert any quote, copy the customer's link, delete). Accepted and invoiced quotes can't be
 * edited or deleted: they are records.
 */
export function QuoteRowActions({ quote, handlers, className }: { quote: QuoteListRow; handlers: QuoteRowHandlers; className?: string }) {
  const isBusy = handlers.busyId === quote.id;
  const open = isOpenQuote(quote.status);
  const locked = isLockedQuote(quote.status);
  const copyLink = async () => {
    await navigator.clipboard.writeText(quote.publicUrl).then(
      () => toast.success("Link copied", { description: "Anyone with this link can see, accept or decline the quote." }),
      () => toast.error("Could not copy the link", { description: quote.publicUrl }),
    );
  };
  return (
    <div className={cn("flex items-center gap-1.5", className)}>
      {quote.status === "draft" ? (
        <Button size="sm" onClick={() => handlers.onSend(quote)} disabled={isBusy} aria-label={`Send ${quote.number}`}>
          <Send aria-hidden />
          Send
        </Button>
      ) : quote.status === "accepted" ? (
        <Button size="sm" onClick={() => handlers.onConvert(quote)} disabled={isBusy} aria-label={`Convert ${quote.number} to an invoice`}>
          <FilePlus2 aria-hidden />
          Convert
        </Button>
      ) : quote.status === "invoiced" && quote.invoiceId ? (
        <Button size="sm" variant="outline" asChild>
          <Link href={invoiceHref(quote.invoiceId)} aria-label={`Open the invoice made from ${quote.number}`}>
            Invoice
          </Link>
        </Button>
      ) : null}
      <Button
        variant="ghost"
        size="icon"
        className="size-8"
        onClick={() => handlers.onDownload(quote)}
        disabled={isBusy}
        aria-label={`Download PDF of ${quote.number}`}
        title="Download PDF"
      >
        {isBusy ? <Spinner label="Working" /> : <Download aria-hidden />}
      </Button>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" size="icon" className="size-8" aria-label={`More actions for ${quote.number}`}>
            <MoreHorizontal aria-hidden />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          {!locked && (
            <DropdownMenuItem asChild>
              <Link href={`/quotes/${encodeURIComponent(quote.id)}/edit`}>
                <Pencil aria-hidden />
                Edit
              </Link>
            </DropdownMenuItem>
          )}
          {open && quote.status !== "draft" && (
            <DropdownMenuItem onSelect={() => handlers.onSend(quote)}>
              <Send aria-hidden />
              Send again
            </DropdownMenuItem>
          )}
          {quote.status !== "invoiced" && quote.status !== "accepted" && (
            <DropdownMenuItem onSelect={() => handlers.onConvert(quote)}>
              <FilePlus2 aria-hidden />
              Convert to invoice
            </DropdownMenuItem>
          )}
          <DropdownMenuItem onSelect={() => void copyLink()}>
            <Link2 aria-hidden />
            Copy customer link
          </DropdownMenuItem>
          {!locked && (
            <DropdownMenuItem onSelect={() => handlers.onDelete(quote)} className="text-destructive focus:text-destructive">
              <Trash2 aria-hidden />
              Delete
            </DropdownMenuItem>
          )}
        </DropdownMenuContent>
      </DropdownMenu>
    </div>
  );
}
