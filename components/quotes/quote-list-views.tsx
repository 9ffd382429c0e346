import { DocumentCardList } from "@/components/documents/document-card-list";
import { DocumentTable, type DocumentDateColumn } from "@/components/documents/document-table";
import { formatInvoiceDate } from "@/components/invoices/invoice-format";
import type { QuoteListRow } from "@/lib/quotes/read-quotes";
import { QuoteRowActions, type QuoteRowHandlers } from "./quote-row-actions";
import { QuoteStatusBadge } from "./quote-status-badge";

type Props = { quotes: readonly QuoteListRow[]; handlers: QuoteRowHandlers };

/** Who answered and when, under the status: the acceptance is the quote's evidence. */
function answerNote(quote: QuoteListRow): string | null {
  if (quote.acceptedAt) return `Accepted by ${quote.acceptedName ?? "the customer"}, ${formatInvoiceDate(quote.acceptedAt.slice(0, 10))}`;
  if (quote.declinedAt) return `Declined ${formatInvoiceDate(quote.declinedAt.slice(0, 10))}`;
  return null;
}

const validUntil: DocumentDateColumn<QuoteListRow> = { label: "Valid until", value: (quote) => formatInvoiceDate(quote.validUntil) };

/** The desktop list (md and up). */
export function QuoteTable({ quotes, handlers }: Props) {
  return (
    <DocumentTable
      label="Quotes"
      numberHeader="Quote"
      rows={quotes}
      testId="quote-row"
      status={(quote) => {
        const note = answerNote(quote);
        return (
          <>
            <QuoteStatusBadge status={quote.status} />
            {note && <div className="mt-1 max-w-48 truncate text-xs text-muted-foreground">{note}</div>}
          </>
        );
      }}
      dates={[validUntil]}
      actions={(quote) => <QuoteRowActions quote={quote} handlers={handlers} className="justify-end" />}
    />
  );
}

/** The phone list (below md): one card per quote. */
export function QuoteCardList({ quotes, handlers }: Props) {
  return (
    <DocumentCardList
      label="Quotes"
      rows={quotes}
      testId="quote-card"
      status={(quote) => <QuoteStatusBadge status={quote.status} />}
      dates={[{ label: "Quote date", value: (quote) => formatInvoiceDate(quote.quoteDate) }, validUntil]}
      note={answerNote}
      actions={(quote) => <QuoteRowActions quote={quote} handlers={handlers} className="border-t pt-3" />}
    />
  );
}
