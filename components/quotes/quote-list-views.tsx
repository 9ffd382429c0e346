import { formatInvoiceAmount, formatInvoiceDate } from "@/components/invoices/invoice-format";
import { Card } from "@/components/ui/card";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
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

/** The desktop list (md and up). */
export function QuoteTable({ quotes, handlers }: Props) {
  return (
    <div className="rounded-xl border bg-card shadow-sm">
      <Table aria-label="Quotes">
        <TableHeader>
          <TableRow className="hover:bg-transparent">
            <TableHead className="pl-5">Quote</TableHead>
            <TableHead>Customer</TableHead>
            <TableHead>Status</TableHead>
            <TableHead className="text-right">Amount</TableHead>
            <TableHead>Valid until</TableHead>
            <TableHead className="pr-5 text-right">
              <span className="sr-only">Actions</span>
            </TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {quotes.map((quote) => (
            <TableRow key={quote.id} data-testid="quote-row">
              <TableCell className="pl-5 font-medium">
                <div className="max-w-36 truncate" title={quote.number}>
                  {quote.number}
                </div>
              </TableCell>
              <TableCell>
                <div className="max-w-48 truncate font-medium" title={quote.customer.name}>
                  {quote.customer.name}
                </div>
                <div className="max-w-48 truncate text-xs text-muted-foreground" title={quote.customer.email}>
                  {quote.customer.email}
                </div>
              </TableCell>
              <TableCell>
                <QuoteStatusBadge status={quote.status} />
                {answerNote(quote) && <div className="mt-1 max-w-48 truncate text-xs text-muted-foreground">{answerNote(quote)}</div>}
              </TableCell>
              <TableCell className="text-right font-medium whitespace-nowrap tabular-nums">
                {formatInvoiceAmount(quote.total, quote.currency)}
              </TableCell>
              <TableCell className="whitespace-nowrap text-muted-foreground">{formatInvoiceDate(quote.validUntil)}</TableCell>
              <TableCell className="pr-5">
                <QuoteRowActions quote={quote} handlers={handlers} className="justify-end" />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}

/** The phone list (below md): one card per quote. */
export function QuoteCardList({ quotes, handlers }: Props) {
  return (
    <ul className="grid gap-3" aria-label="Quotes">
      {quotes.map((quote) => (
        <li key={quote.id} className="min-w-0" data-testid="quote-card">
          <Card className="gap-3 px-4 py-4">
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <h2 className="font-semibold wrap-anywhere">{quote.number}</h2>
                <p className="line-clamp-2 text-sm font-medium wrap-anywhere" title={quote.customer.name}>
                  {quote.customer.name}
                </p>
              </div>
              <div className="flex shrink-0 flex-col items-end gap-1.5">
                <p className="font-semibold tabular-nums">{formatInvoiceAmount(quote.total, quote.currency)}</p>
                <QuoteStatusBadge status={quote.status} />
              </div>
            </div>
            <dl className="grid grid-cols-2 gap-2 text-xs">
              <div>
                <dt className="text-muted-foreground">Quote date</dt>
                <dd className="font-medium">{formatInvoiceDate(quote.quoteDate)}</dd>
              </div>
              <div>
                <dt className="text-muted-foreground">Valid until</dt>
                <dd className="font-medium">{formatInvoiceDate(quote.validUntil)}</dd>
              </div>
            </dl>
            {answerNote(quote) && <p className="text-xs text-muted-foreground">{answerNote(quote)}</p>}
            <QuoteRowActions quote={quote} handlers={handlers} className="border-t pt-3" />
          </Card>
        </li>
      ))}
    </ul>
  );
}
