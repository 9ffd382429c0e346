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
  "Credited",
  "Refunded",
  "Balance due",
  "Credit notes",
  "Tax scenario",
  "Reverse charge",
  "VIES check",
  "VIES consultation number",
  "Payment reference",
  "Created at",
  "Sent at",
  "Sent to",
  "Viewed at",
  "Voided at",
  "Deleted at",
  "PDF file",
  "XML file",
] as const;

export const PAYMENTS_CSV_HEADER = ["Type", "Invoice number", "Date", "Amount", "Currency", "Method", "Note"] as const;

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
    invoice.amountCredited,
    invoice.amountRefunded,
    invoice.balanceDue,
    invoice.creditNotes.map((note) => note.number).join(" "),
    invoice.vatScenario,
    invoice.reverseCharge,
    // The check the invoice was issued with (issue #29): an auditor's proof the customer's number was valid that day.
    invoice.vatCheck ? `${invoice.vatCheck.status} ${invoice.vatCheck.vatNumber} ${invoice.vatCheck.checkedAt}` : null,
    invoice.vatCheck?.consultationNumber ?? null,
    invoice.paymentReference,
    invoice.createdAt,
    invoice.sentAt,
    invoice.sentTo,
    invoice.viewedAt,
    invoice.voidedAt,
    invoice.deletedAt,
    files.pdf,
    files.xml ?? `none: ${files.xmlProblem ?? "not made"}`,
  ];
}

/** The money received on the invoice ("payment") and sent back ("refund"), by date; amounts positive. */
export function paymentCsvRows(invoice: InvoiceJson): CsvValue[][] {
  const moves = [
    ...invoice.payments.map((payment) => ({ type: "payment", ...payment })),
    ...invoice.refunds.map((refund) => ({ type: "refund", ...refund })),
  ].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  return moves.map((move) => [move.type, invoice.number, move.date, move.amount, invoice.currency, move.method, move.note]);
}

export { csvRecord, csvRecords };
