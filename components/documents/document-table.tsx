import { formatInvoiceAmount } from "@/components/invoices/invoice-format";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";

/** What every list row of a document carries (invoices, quotes). */
export type DocumentListRow = { id: string; number: string; customer: { name: string; email: string }; total: string; currency: string };

/** A column of days: its header (or, on a card, its label) and the row's formatted day. */
export type DocumentDateColumn<Row> = { label: string; value: (row: Row) => string };

export type DocumentListProps<Row extends DocumentListRow> = {
  /** The list's accessible name: "Invoices", "Quotes". */
  label: string;
  rows: readonly Row[];
  /** The status badge, with anything said under it. */
  status: (row: Row) => React.ReactNode;
  dates: readonly DocumentDateColumn<Row>[];
  actions: (row: Row, placement: "table" | "card") => React.ReactNode;
  /** A test id on each row or card. */
  testId?: string;
};

/**
 * The desktop list of documents (md and up): number, customer with e-mail, status, amount, the
 * kind's own days, and the row's actions. The invoice and quote lists are this table.
 */
export function DocumentTable<Row extends DocumentListRow>({
  label,
  numberHeader,
  rows,
  status,
  dates,
  actions,
  testId,
}: DocumentListProps<Row> & { numberHeader: string }) {
  return (
    <div className="rounded-xl border bg-card shadow-sm">
      <Table aria-label={label}>
        <TableHeader>
          <TableRow className="hover:bg-transparent">
            <TableHead className="pl-5">{numberHeader}</TableHead>
            <TableHead>Customer</TableHead>
            <TableHead>Status</TableHead>
            <TableHead className="text-right">Amount</TableHead>
            {dates.map((date) => (
              <TableHead key={date.label}>{date.label}</TableHead>
            ))}
            <TableHead className="pr-5 text-right">
              <span className="sr-only">Actions</span>
            </TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.id} data-testid={testId}>
              {/* Long texts are cut by a max-width on a div: a table cell ignores its own max-width. */}
              <TableCell className="pl-5 font-medium">
                <div className="max-w-36 truncate" title={row.number}>
                  {row.number}
                </div>
              </TableCell>
              <TableCell>
                <div className="max-w-48 truncate font-medium" title={row.customer.name}>
                  {row.customer.name}
                </div>
                <div className="max-w-48 truncate text-xs text-muted-foreground" title={row.customer.email}>
                  {row.customer.email}
                </div>
              </TableCell>
              <TableCell>{status(row)}</TableCell>
              <TableCell className="text-right font-medium whitespace-nowrap tabular-nums">
                {formatInvoiceAmount(row.total, row.currency)}
              </TableCell>
              {dates.map((date) => (
                <TableCell key={date.label} className="whitespace-nowrap text-muted-foreground">
                  {date.value(row)}
                </TableCell>
              ))}
              <TableCell className="pr-5">{actions(row, "table")}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
