import { Card } from "@/components/ui/card";
import type { InvoiceListRow } from "@/lib/invoices/invoice-list-row";
import { formatInvoiceAmount, formatInvoiceDate } from "./invoice-format";
import { InvoiceRowActions, type InvoiceRowHandlers } from "./invoice-row-actions";
import { InvoiceStatusBadge } from "./invoice-status-badge";

type InvoiceCardListProps = { invoices: readonly InvoiceListRow[]; handlers: InvoiceRowHandlers };

/** The mobile list (below md): one card per invoice. */
export function InvoiceCardList({ invoices, handlers }: InvoiceCardListProps) {
  return (
    <ul className="grid gap-3" aria-label="Invoices">
      {invoices.map((invoice) => (
        // min-w-0: the card may be narrower than its longest word, so long texts wrap or cut inside it.
        <li key={invoice.id} className="min-w-0">
          <Card className="gap-3 px-4 py-4">
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <h2 className="font-semibold wrap-anywhere">{invoice.number}</h2>
                <p className="line-clamp-2 text-sm font-medium wrap-anywhere" title={invoice.customer.name}>
                  {invoice.customer.name}
                </p>
                <p className="truncate text-xs text-muted-foreground" title={invoice.customer.email}>
                  {invoice.customer.email}
                </p>
              </div>
              <div className="flex shrink-0 flex-col items-end gap-1.5">
                <p className="font-semibold tabular-nums">{formatInvoiceAmount(invoice.total, invoice.currency)}</p>
                <InvoiceStatusBadge status={invoice.status} />
              </div>
            </div>
            <dl className="grid grid-cols-2 gap-2 text-xs">
              <div>
                <dt className="text-muted-foreground">Invoice date</dt>
                <dd className="font-medium">{formatInvoiceDate(invoice.invoiceDate)}</dd>
              </div>
              <div>
                <dt className="text-muted-foreground">Due date</dt>
                <dd className="font-medium">{formatInvoiceDate(invoice.dueDate)}</dd>
              </div>
            </dl>
            <InvoiceRowActions invoice={invoice} handlers={handlers} className="border-t pt-3" />
          </Card>
        </li>
      ))}
    </ul>
  );
}
