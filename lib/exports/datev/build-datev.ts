import "server-only";
import type { DatevAccounts } from "../account-plans";
import { bookingRates } from "../booking-rates";
import { eachCreditNote, eachInvoice, eachPayment, type DocumentRange } from "../each-document";
import { postInvoice } from "../post-invoice";
import { datevColumnsRecord } from "./datev-format";
import { datevHeader, type DatevBatch } from "./datev-header";
import { invoiceRows, paymentRow } from "./datev-rows";

const ROWS_PER_CHUNK = 100;

/**
 * A DATEV Buchungsstapel (EXTF 700, category 21): the header record, the field names, then the
 * rows of every issued invoice, every credit note (H, issue #25) and every payment received in the range, in euros. Generated a batch
 * at a time; the caller encodes it as Windows-1252.
 */
export async function* buildDatev(range: DocumentRange, batch: DatevBatch, accounts: DatevAccounts): AsyncGenerator<string> {
  yield `${datevHeader(batch)}\r\n${datevColumnsRecord()}\r\n`;
  const rates = bookingRates("EUR");
  const rows: string[] = [];
  for await (const invoice of eachInvoice(range)) {
    const rate = await rates.ofInvoice(invoice);
    rows.push(...invoiceRows(invoice, postInvoice(invoice, rate, "EUR").postings, rate, accounts));
    if (rows.length >= ROWS_PER_CHUNK) yield `${rows.splice(0).join("\r\n")}\r\n`;
  }
  for await (const note of eachCreditNote(range)) {
    const rate = await rates.ofInvoice({ ...note, invoiceDate: note.rateDate });
    rows.push(...invoiceRows(note, postInvoice(note, rate, "EUR").postings, rate, accounts, note));
    if (rows.length >= ROWS_PER_CHUNK) yield `${rows.splice(0).join("\r\n")}\r\n`;
  }
  for await (const payment of eachPayment(range)) {
    const { paid } = await rates.ofPayment(payment.date, payment.invoice);
    rows.push(paymentRow(payment, paid, accounts));
    if (rows.length >= ROWS_PER_CHUNK) yield `${rows.splice(0).join("\r\n")}\r\n`;
  }
  if (rows.length) yield `${rows.join("\r\n")}\r\n`;
}
