import "server-only";
import { nationalCurrency } from "@/lib/tax";
import { SIE_ACCOUNT_NAMES, type SieAccounts } from "../account-plans";
import { bookingRates } from "../booking-rates";
import { eachCreditNote, eachInvoice, eachPayment, type DocumentRange } from "../each-document";
import { postInvoice } from "../post-invoice";
import { sieDate, sieText, sieVerification } from "./sie-format";
import { creditNoteTransactions, invoiceTransactions, paymentTransactions } from "./sie-postings";

export type SieCompany = { name: string; organizationNumber: string | null; booksCurrency: string };

/** Verifications per chunk the response writes. */
const PER_CHUNK = 50;

/** The books' currency of a supplier: its national one (SEK for a Swedish one), else the user's default. */
export function booksCurrencyOf(country: string, date: string, defaultCurrency: string): string {
  return nationalCurrency(country, date) ?? defaultCurrency;
}

/**
 * A year as an SIE 4I file (SIE filformat 4B: "Typ 4I – transaktioner för import", what an invoicing
 * program hands the bookkeeping): the identification records, every account it books to declared
 * with #KONTO, then one #VER per issued invoice (series F), per credit note (series K, issue #25) and
 * per payment received (series I), each
 * balancing to zero. Generated a batch of documents at a time; the caller encodes it as PC8.
 */
export async function* buildSie(
  range: DocumentRange,
  company: SieCompany,
  accounts: SieAccounts,
  now = new Date(),
): AsyncGenerator<string> {
  const year = range.from.slice(0, 4);
  const header = [
    "#FLAGGA 0",
    `#PROGRAM ${sieText("InvoiceFlow")} 1.0`,
    "#FORMAT PC8",
    `#GEN ${sieDate(now)}`,
    "#SIETYP 4",
    `#ORGNR ${company.organizationNumber?.trim() ? company.organizationNumber.replace(/\s+/g, "") : '""'}`,
    `#FNAMN ${sieText(company.name)}`,
    `#RAR 0 ${year}0101 ${year}1231`,
    "#KPTYP BAS2014",
    ...(company.booksCurrency === "SEK" ? [] : [`#VALUTA ${company.booksCurrency}`]),
    ...declaredAccounts(accounts),
    "",
  ];
  yield header.join("\r\n");

  const rates = bookingRates(company.booksCurrency);
  const chunk: string[] = [];
  let number = 0;
  for await (const invoice of eachInvoice(range)) {
    const { gross, postings } = postInvoice(invoice, await rates.ofInvoice(invoice), company.booksCurrency);
    number += 1;
    chunk.push(
      sieVerification(
        "F",
        number,
        invoice.invoiceDate,
        `Faktura ${invoice.number} ${invoice.customerName}`,
        invoiceTransactions(gross, postings, accounts),
      ),
    );
    if (chunk.length === PER_CHUNK) yield chunk.splice(0).join("");
  }
  // Issue #25: each credit note a verification of its own (series K, kreditfakturor), the invoice's booking reversed.
  number = 0;
  for await (const note of eachCreditNote(range)) {
    const { gross, postings } = postInvoice(note, await rates.ofInvoice({ ...note, invoiceDate: note.rateDate }), company.booksCurrency);
    number += 1;
    const text = `Kreditfaktura ${note.number} (${note.creditedInvoiceNumber}) ${note.customerName}`;
    chunk.push(sieVerification("K", number, note.invoiceDate, text, creditNoteTransactions(gross, postings, accounts)));
    if (chunk.length === PER_CHUNK) yield chunk.splice(0).join("");
  }
  number = 0;
  for await (const payment of eachPayment(range)) {
    const paymentRates = await rates.ofPayment(payment.date, payment.invoice);
    number += 1;
    const text = `Inbetalning ${payment.invoice.number} ${payment.invoice.customerName}`;
    chunk.push(sieVerification("I", number, payment.date, text, paymentTransactions(payment.amount, paymentRates, accounts)));
    if (chunk.length === PER_CHUNK) yield chunk.splice(0).join("");
  }
  if (chunk.length) yield chunk.join("");
}

/** #KONTO for every account the file may book to, each once, in number order. */
function declaredAccounts(accounts: SieAccounts): string[] {
  const named = new Map<string, string>();
  for (const [key, account] of Object.entries(accounts) as [keyof SieAccounts, string][]) {
    if (!named.has(account)) named.set(account, SIE_ACCOUNT_NAMES[key]);
  }
  return [...named.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([account, name]) => `#KONTO ${account} ${sieText(name)}`);
}
