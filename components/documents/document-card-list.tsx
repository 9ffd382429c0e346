import { formatInvoiceAmount } from "@/components/invoices/invoice-format";
import { Card } from "@/components/ui/card";
import type { DocumentListProps, DocumentListRow } from "./document-table";

type DocumentCardListProps<Row extends DocumentListRow> = DocumentListProps<Row> & {
  /** The customer's e-mail under the name (the invoice cards have it). */
  showEmail?: boolean;
  /** A line under the days (a quote's answer). */
  note?: (row: Row) => string | null;
};

/**
 * The phone list of documents (below md): one summary card per document, its number, customer,
 * amount and status, two of its days, and its actions. The invoice and quote cards are this list.
 */
export function DocumentCardList<Row extends DocumentListRow>({
  label,
  rows,
  status,
  dates,
  actions,
  testId,
  showEmail = false,
  note,
}: DocumentCardListProps<Row>) {
  return (
    <ul className="grid gap-3" aria-label={label}>
      {rows.map((row) => {
        const noteText = note?.(row);
        return (
          // min-w-0: the card may be narrower than its longest word, so long texts wrap or cut inside it.
          <li key={row.id} className="min-w-0" data-testid={testId}>
            <Card className="gap-3 px-4 py-4">
              <div className="flex items-start justify-between gap-3">
                <div className="min-w-0">
                  <h2 className="font-semibold wrap-anywhere">{row.number}</h2>
                  <p className="line-clamp-2 text-sm font-medium wrap-anywhere" title={row.customer.name}>
                    {row.customer.name}
                  </p>
                  {showEmail && (
                    <p className="truncate text-xs text-muted-foreground" title={row.customer.email}>
                      {row.customer.email}
                    </p>
                  )}
                </div>
                <div className="flex shrink-0 flex-col items-end gap-1.5">
                  <p className="font-semibold tabular-nums">{formatInvoiceAmount(row.total, row.currency)}</p>
                  {status(row)}
                </div>
              </div>
              <dl className="grid grid-cols-2 gap-2 text-xs">
                {dates.map((date) => (
                  <div key={date.label}>
                    <dt className="text-muted-foreground">{date.label}</dt>
                    <dd className="font-medium">{date.value(row)}</dd>
                  </div>
                ))}
              </dl>
              {noteText && <p className="text-xs text-muted-foreground">{noteText}</p>}
              {actions(row, "card")}
            </Card>
          </li>
        );
      })}
    </ul>
  );
}
