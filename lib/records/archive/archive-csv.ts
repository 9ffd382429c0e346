import { csvRecord, csvRecords, type CsvValue } from "@/lib/admin/csv";
import type { InvoiceJson } from "@/lib/invoices/invoice-json";

export const INVOICES_CSV_HEADER = [
  "Number",
  "Status",
  "Invoice date",
  "Date of supply",
  "Due date",
  "Customer",
  "Customer e-mail",
  "Customer country",
  "Customer VAT number",
  "Currency",
  "Net",
  "Tax",
  "Gross",
  "Paid",
  "Balance due",
  "Tax scenario",
  "Reverse charge",
  "Payment reference",
  "Created at",
  "Sent at",
  "Sent to",
  "Viewed at",
  "Voided at",
  "PDF file",
  "XML file",
] as const;

export const PAYMENTS_CSV_HEADER = ["Invoice number", "Date", "Amount", "Currency", "Method", "Note"] as const;

export type ArchiveFiles = { pdf: string; xml: string | null; xmlProblem: string | null };

export function invoiceCsvRow(invoice: InvoiceJson, files: ArchiveFiles): CsvValue[] {
  return [
    invoice.number,
    invoice.status,
    invoice.invoiceDate,
    invoice.supplyDate,
    invoice.dueDate,
    invoice.customer.name,
    invoice.customer.email,
    invoice.customer.country,
    invoice.customer.vatNumber,
    invoice.currency,
    invoice.subtotal,
    invoice.tax,
    invoice.total,
    invoice.amountPaid,
    invoice.balanceDue,
    invoice.vatScenario,
    invoice.reverseCharge,
    invoice.paymentReference,
    invoice.createdAt,
    invoice.sentAt,
    invoice.sentTo,
    invoice.viewedAt,
    invoice.voidedAt,
    files.pdf,
    files.xml ?? `none: ${files.xmlProblem ?? "not made"}`,
  ];
}

export function paymentCsvRows(invoice: InvoiceJson): CsvValue[][] {
  return invoice.payments.map((payment) => [invoice.number, payment.date, payment.amount, invoice.currency, payment.method, payment.note]);
}

export { csvRecord, csvRecords };
