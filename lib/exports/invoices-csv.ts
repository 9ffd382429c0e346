import "server-only";
import { csvRecord, csvRecords, type CsvValue } from "@/lib/admin/csv";
import { db } from "@/lib/db";
import { Decimal } from "@/lib/money";
import { eachCreditNote, eachInvoice, type DocumentRange, type ExportCreditNote, type ExportDocument } from "./each-document";
import { downloadResponse, streamOf } from "./stream-download";

const day = (date: Date | null) => (date ? date.toISOString().slice(0, 10) : null);

/** The distinct VAT rates of the range's lines: one pair of columns (net, VAT) each. */
async function ratesIn({ userId, from, to }: DocumentRange): Promise<string[]> {
  const rows = await db.$queryRaw<{ rate: string }[]>`
    SELECT DISTINCT it."taxRate"::text AS rate FROM "InvoiceItem" it JOIN "Invoice" i ON i.id = it."invoiceId"
    WHERE i."userId" = ${userId} AND i."invoiceDate" >= ${from}::date AND i."invoiceDate" <= ${to}::date
    UNION
    SELECT DISTINCT it."taxRate"::text FROM "CreditNoteItem" it JOIN "CreditNote" c ON c.id = it."creditNoteId"
    WHERE c."userId" = ${userId} AND c."issueDate" >= ${from}::date AND c."issueDate" <= ${to}::date
    ORDER BY 1 DESC`;
  return rows.map((row) => new Decimal(row.rate).toFixed(2));
}

function header(rates: string[]): string[] {
  return [
    "Type",
    "Number",
    "Date",
    "Due date",
    "Status",
    "Customer",
    "Customer country",
    "Customer VAT number",
    "Currency",
    "Net",
    ...rates.flatMap((rate) => [`Net at ${rate}%`, `VAT at ${rate}%`]),
    "VAT",
    "Gross",
    "VAT scenario",
    "Reverse charge",
    "OSS",
    "National currency",
    "VAT in national currency",
    "Exchange rate",
    "Exchange rate date",
    "VIES consultation number",
    // Issue #25: when a deleted invoice (status "deleted") was deleted.
    "Deleted at",
  ];
}

/**
 * Issue #25: a credit note's row, its amounts positive as issued (as in its JSON and EN 16931; a
 * leading minus would also make the CSV escape them as formulas): the type and the status say what
 * it is and which invoice it corrects.
 */
function creditNoteRow(note: ExportCreditNote, rates: string[]): CsvValue[] {
  const values = row(note, rates);
  values[0] = "credit_note";
  values[4] = `credits ${note.creditedInvoiceNumber}`;
  return values;
}

function row(invoice: ExportDocument, rates: string[]): CsvValue[] {
  const byRate = new Map(rates.map((rate) => [rate, { net: new Decimal(0), vat: new Decimal(0) }]));
  for (const item of invoice.items) {
    const group = byRate.get(new Decimal(item.taxRate).toFixed(2));
    if (!group) continue;
    group.net = group.net.plus(item.amount);
    group.vat = group.vat.plus(item.taxAmount);
  }
  return [
    "invoice",
    invoice.number,
    day(invoice.invoiceDate),
    day(invoice.dueDate),
    invoice.deletedAt ? "deleted" : invoice.voidedAt ? "void" : "issued",
    invoice.customerName,
    invoice.customerCountry,
    invoice.customerVatNumber,
    invoice.currency,
    invoice.subtotal,
    ...[...byRate.values()].flatMap((group) => [group.net.toFixed(2), group.vat.toFixed(2)]),
    invoice.tax,
    invoice.total,
    invoice.vatScenario,
    invoice.reverseCharge,
    invoice.oss,
    invoice.nationalCurrency,
    invoice.nationalVatAmount,
    invoice.exchangeRate,
    day(invoice.exchangeRateDate),
    invoice.consultationNumber,
    invoice.deletedAt?.toISOString() ?? null,
  ];
}

async function* invoicesCsv(range: DocumentRange): AsyncGenerator<string> {
  const rates = await ratesIn(range);
  yield csvRecord(header(rates));
  let batch: CsvValue[][] = [];
  for await (const invoice of eachInvoice({ ...range, includeVoid: true, includeDeleted: true })) {
    batch.push(row(invoice, rates));
    if (batch.length === 200) {
      yield csvRecords(batch);
      batch = [];
    }
  }
  for await (const note of eachCreditNote(range)) {
    batch.push(creditNoteRow(note, rates));
    if (batch.length === 200) {
      yield csvRecords(batch);
      batch = [];
    }
  }
  if (batch.length) yield csvRecords(batch);
}

/**
 * GET /api/exports/invoices.csv: one row per document of the range (void and deleted ones marked; credit notes,
 * issue #25, as rows of type credit_note after the invoices, amounts as issued), for any
 * accountant's spreadsheet: net, net and VAT per rate (a column pair for each rate the range has),
 * VAT, gross, currency, the customer's VAT number and the EU VAT facts. UTF-8, RFC 4180.
 */
export function invoicesCsvResponse(userId: string, from: string, to: string): Response {
  return downloadResponse(streamOf(invoicesCsv({ userId, from, to })), `invoices-${from}-${to}.csv`, "text/csv; charset=utf-8");
}
