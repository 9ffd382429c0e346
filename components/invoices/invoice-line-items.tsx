import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import type { InvoiceJson } from "@/lib/invoices/invoice-json";
import { formatQuantityWithUnit } from "@/lib/invoices/item-units";
import { formatPercent, toDecimal } from "@/lib/money";
import { formatInvoiceAmount, UI_LANGUAGE } from "./invoice-format";

type Item = InvoiceJson["items"][number];

/**
 * The items (a table from sm up, a stacked list on phones, where five columns do not fit) and
 * the totals under them. Amounts come from the server; nothing is recomputed here.
 */
export function InvoiceLineItems({ invoice }: { invoice: InvoiceJson }) {
  const money = (value: string) => formatInvoiceAmount(value, invoice.currency);
  const percent = (item: Item) => formatPercent(item.taxRate, UI_LANGUAGE);
  return (
    <div className="space-y-3">
      <div className="hidden rounded-md border sm:block">
        <Table aria-label="Invoice items">
          <TableHeader>
            <TableRow className="bg-muted/50 hover:bg-muted/50">
              <TableHead>Description</TableHead>
              <TableHead className="text-right">Qty</TableHead>
              <TableHead className="text-right">Rate</TableHead>
              <TableHead className="text-right">Tax</TableHead>
              <TableHead className="text-right">Amount</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {invoice.items.map((item, index) => (
              <TableRow key={index}>
                <TableCell className="min-w-40 whitespace-normal wrap-anywhere">{item.description}</TableCell>
                <TableCell className="text-right whitespace-nowrap tabular-nums">
                  {formatQuantityWithUnit(item.quantity, item.unit, UI_LANGUAGE)}
                </TableCell>
                <TableCell className="text-right whitespace-nowrap tabular-nums">{money(item.rate)}</TableCell>
                <TableCell className="text-right whitespace-nowrap tabular-nums">{percent(item)}</TableCell>
                <TableCell className="text-right whitespace-nowrap tabular-nums">{money(item.amount)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
      <ul className="divide-y rounded-md border sm:hidden" aria-label="Invoice items">
        {invoice.items.map((item, index) => (
          <li key={index} className="flex items-start justify-between gap-3 px-3 py-2.5 text-sm">
            <div className="min-w-0">
              <p className="wrap-anywhere">{item.description}</p>
              <p className="text-xs text-muted-foreground tabular-nums">
                {formatQuantityWithUnit(item.quantity, item.unit, UI_LANGUAGE)} × {money(item.rate)} · Tax {percent(item)}
              </p>
            </div>
            <p className="shrink-0 font-medium tabular-nums">{money(item.amount)}</p>
          </li>
        ))}
      </ul>
      <InvoiceTotals invoice={invoice} />
    </div>
  );
}

/** Subtotal, tax (only when there is some, named as on the invoice: "VAT (25%)") and total. */
export function InvoiceTotals({ invoice }: { invoice: InvoiceJson }) {
  const money = (value: string) => formatInvoiceAmount(value, invoice.currency);
  const hasTax = toDecimal(invoice.tax).greaterThan(0);
  return (
    <dl className="ml-auto w-full space-y-1.5 text-sm sm:max-w-xs" aria-label="Totals">
      <TotalLine term="Subtotal" amount={money(invoice.subtotal)} />
      {hasTax && <TotalLine term={`${invoice.taxLabel} (${formatPercent(invoice.taxRate, UI_LANGUAGE)})`} amount={money(invoice.tax)} />}
      <TotalLine term="Total" amount={money(invoice.total)} isGrandTotal />
    </dl>
  );
}

function TotalLine({ term, amount, isGrandTotal = false }: { term: string; amount: string; isGrandTotal?: boolean }) {
  return (
    <div className={isGrandTotal ? "flex justify-between gap-6 border-t pt-1.5 font-semibold" : "flex justify-between gap-6"}>
      <dt className={isGrandTotal ? undefined : "text-muted-foreground"}>{term}</dt>
      <dd className="text-right tabular-nums">{amount}</dd>
    </div>
  );
}
