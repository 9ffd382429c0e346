import { DocumentCardList } from "@/components/documents/document-card-list";
import { DocumentTable, type DocumentDateColumn } from "@/components/documents/document-table";
import type { InvoiceListRow } from "@/lib/invoices/invoice-list-row";
import { formatInvoiceDate } from "./invoice-format";
import { InvoiceRowActions, type InvoiceRowHandlers } from "./invoice-row-actions";
import { InvoiceStatusBadge } from "./invoice-status-badge";

type Props = { invoices: readonly InvoiceListRow[]; handlers: InvoiceRowHandlers };

const DATES: DocumentDateColumn<InvoiceListRow>[] = [
  { label: "Invoice date", value: (invoice) => formatInvoiceDate(invoice.invoiceDate) },
  { label: "Due date", value: (invoice) => formatInvoiceDate(invoice.dueDate) },
];

const status = (invoice: InvoiceListRow) => <InvoiceStatusBadge status={invoice.status} />;

/** The desktop list (md and up). */
export function InvoiceTable({ invoices, handlers }: Props) {
  return (
    <DocumentTable
      label="Invoices"
      numberHeader="Invoice"
      rows={invoices}
      status={status}
      dates={DATES}
      actions={(invoice) => <InvoiceRowActions invoice={invoice} handlers={handlers} className="justify-end" />}
    />
  );
}

/** The mobile list (below md): one card per invoice. */
export function InvoiceCardList({ invoices, handlers }: Props) {
  return (
    <DocumentCardList
      label="Invoices"
      rows={invoices}
      status={status}
      dates={DATES}
      showEmail
      actions={(invoice) => <InvoiceRowActions invoice={invoice} handlers={handlers} className="border-t pt-3" />}
    />
  );
}
