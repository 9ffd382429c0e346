import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import type { InvoiceListRow } from "@/lib/invoices/invoice-list-row";
import { formatInvoiceAmount, formatInvoiceDate } from "./invoice-format";
import { InvoiceRowActions, type InvoiceRowHandlers } from "./invoice-row-actions";
import { InvoiceStatusBadge } from "./invoice-status-badge";

type InvoiceTableProps = { invoices: readonly InvoiceListRow[]; handlers: InvoiceRowHandlers };

/** The desktop list (md and up). */
export function InvoiceTable({ invoices, handlers }: InvoiceTableProps) {
  return (
    <div className="rounded-xl border bg-card shadow-sm">
      <Table aria-label="Invoices">
        <TableHeader>
          <TableRow className="hover:bg-transparent">
            <TableHead className="pl-5">Invoice</TableHead>
            <TableHead>Customer</TableHead>
            <TableHead>Status</TableHead>
            <TableHead className="text-right">Amount</TableHead>
            <TableHead>Invoice date</TableHead>
            <TableHead>Due date</TableHead>
            <TableHead className="pr-5 text-right">
              <span className="sr-only">Actions</span>
            </TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {invoices.map((invoice) => (
            <TableRow key={invoice.id}>
              {/* Long texts are cut by a max-width on a div: a table cell ignores its own max-width. */}
              <TableCell className="pl-5 font-medium">
                <div className="max-w-36 truncate" title={invoice.number}>
                  {invoice.number}
                </div>
              </TableCell>
              <TableCell>
                <div className="max-w-48 truncate font-medium" title={invoice.customer.name}>
                  {invoice.customer.name}
                </div>
                <div className="max-w-48 truncate text-xs text-muted-foreground" title={invoice.customer.email}>
                  {invoice.customer.email}
                </div>
              </TableCell>
              <TableCell>
                <InvoiceStatusBadge status={invoice.status} />
              </TableCell>
              <TableCell className="text-right font-medium whitespace-nowrap tabular-nums">
                {formatInvoiceAmount(invoice.total, invoice.currency)}
              </TableCell>
              <TableCell className="whitespace-nowrap text-muted-foreground">{formatInvoiceDate(invoice.invoiceDate)}</TableCell>
              <TableCell className="whitespace-nowrap text-muted-foreground">{formatInvoiceDate(invoice.dueDate)}</TableCell>
              <TableCell className="pr-5">
                <InvoiceRowActions invoice={invoice} handlers={handlers} className="justify-end" />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
