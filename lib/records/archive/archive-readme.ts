import type { ArchiveRange } from "./archive-query";

/**
 * README.txt of the archive: what each file is, for the person it is handed to (an accountant, a
 * tax auditor, the owner years later). Plain text, CRLF line ends so any editor shows it.
 */
export function archiveReadme(input: {
  range: ArchiveRange;
  generatedAt: Date;
  supplier: string;
  invoices: number;
  creditNotes: number;
}): string {
  const { range, generatedAt, supplier, invoices, creditNotes } = input;
  const period =
    range.from === null && range.to === null
      ? "every invoice and credit note of the account"
      : `invoices and credit notes dated ${range.from ? `from ${range.from}` : "up to"}${range.from && range.to ? " " : ""}${range.to ? `to ${range.to}` : " the last one"} (both days included)`;
  const lines = [
    `InvoiceFlow archive of ${supplier}`,
    `Made ${generatedAt.toISOString()} (UTC). It holds ${period}: ${invoices} invoice${invoices === 1 ? "" : "s"} and ${creditNotes} credit note${creditNotes === 1 ? "" : "s"}.`,
    "",
    "Files",
    "",
    "invoices/<number>.pdf",
    "  Each invoice as a PDF, rendered from the stored invoice as the account's plan prints it today.",
    "  Void and deleted invoices are here too, marked as such; nothing issued is left out.",
    "",
    "invoices/<number>.xml",
    "  The same invoice as an EN 16931 e-invoice in UN/CEFACT CII syntax (the XML of Factur-X /",
    "  ZUGFeRD EN 16931). An invoice whose data can't make a valid e-invoice (for example a missing",
    '  address) has no XML; invoices.csv says why in its column "XML file".',
    "",
    "credit-notes/<number>.pdf and credit-notes/<number>.xml",
    "  Each credit note (a correction of an issued invoice, EU VAT Directive art. 219) as a PDF and as",
    "  CII XML with type code 381, naming the invoice it corrects.",
    "",
    "invoices.csv",
    "  One row per invoice: number, status, invoice date, date of supply, due date, customer, amounts",
    "  (net, tax, gross, paid, credited, refunded, balance due) in the invoice's currency, its credit",
    "  notes, for reverse charge the VIES check of the customer's VAT number it was issued with and its",
    "  consultation number, when it was sent, viewed, voided or deleted, and the names of its PDF and",
    "  XML files.",
    "",
    "credit-notes.csv",
    "  One row per credit note: number, the invoice it corrects, issue date, reason, customer, amounts",
    "  (positive: they are taken off the invoice), when it was sent, and its files.",
    "",
    "payments.csv",
    "  One row per payment received (Type payment) or refund sent back (Type refund) on these invoices:",
    "  invoice number, date, amount, currency, method, note.",
    "",
    "history.csv",
    "  Every fact recorded about these invoices, in the order it was recorded: when, which invoice, what",
    "  (created, sent, viewed, payment_recorded, voided, deleted, ...), by whom (user, customer, system)",
    "  and its details. The history is append-only: each entry's hash is SHA-256 over the previous entry's",
    '  hash (column "Previous hash") and the entry itself, and the created entry holds the content hash',
    "  of the invoice as issued, so a changed or removed entry shows. Sequence numbers are the account's;",
    "  a gap is an entry of an invoice outside this archive's dates.",
    "",
    "README.txt",
    "  This file.",
    "",
    "Format",
    "",
    "  CSV files: UTF-8, comma-separated, RFC 4180 quoting, CRLF line ends, first row the column names.",
    "  Amounts are decimal numbers with a point and two decimals (1234.50), never rounded further.",
    "  Dates are YYYY-MM-DD; moments are ISO 8601 in UTC (2026-11-02T09:30:00.000Z).",
    '  File names: the document number; characters other than letters, digits, ".", "_" and "-" are',
    '  written "_" and the name then ends with part of the document\'s id.',
    "",
    "Invoice statuses",
    "",
    "  issued, sent, viewed, partially_paid, paid, overdue: where the invoice stood when the archive was made.",
    "  credited: fully corrected by credit notes. refundDue: more was paid than is left after credit notes.",
    "  void: cancelled in the app; the number stays used.",
    '  deleted: deleted by the user before it was ever sent, viewed, paid or credited (column "Deleted at");',
    "  kept here as the record, its number stays used and is never given again.",
    "",
    "Keeping records",
    "",
    "  Invoices are business records. Keep this archive for as long as the law of your country requires",
    "  (for example 7 years in Sweden under Bokföringslagen, 8 years in Germany under § 147 AO / GoBD).",
  ];
  return `${lines.join("\r\n")}\r\n`;
}
