import { Eye } from "lucide-react";
import { formatInvoiceAmountWhole, formatInvoiceDate } from "@/components/invoices/invoice-format";
import { Button } from "@/components/ui/button";
import type { InvoiceListRow } from "@/lib/invoices/invoice-list-row";

type RecentInvoiceRowProps = { invoice: InvoiceListRow; onView: (invoice: InvoiceListRow) => void };

/** Number, customer, date, and the total in whole units with its currency (the dashboard's view format). */
export function RecentInvoiceRow({ invoice, onView }: RecentInvoiceRowProps) {
  return (
    <li className="flex items-center gap-3 py-3 first:pt-0 last:pb-0">
      <div className="min-w-0 flex-1">
        <p className="truncate font-medium" title={invoice.number}>
          {invoice.number}
        </p>
        <p className="truncate text-sm text-muted-foreground" title={invoice.customer.name}>
          {invoice.customer.name}
        </p>
      </div>
      <div className="shrink-0 text-right">
        <p className="font-semibold tabular-nums">
          {formatInvoiceAmountWhole(invoice.total, invoice.currency)}{" "}
          <span className="text-xs font-normal text-muted-foreground">{invoice.currency}</span>
        </p>
        <p className="text-sm text-muted-foreground">{formatInvoiceDate(invoice.invoiceDate)}</p>
      </div>
      <Button variant="outline" size="sm" onClick={() => onView(invoice)} aria-label={`View ${invoice.number}`}>
        <Eye aria-hidden />
        {/* Icon only on phones, so the customer's name keeps the room. */}
        <span className="hidden sm:inline">View</span>
      </Button>
    </li>
  );
}
