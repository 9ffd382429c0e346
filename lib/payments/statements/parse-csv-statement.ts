import { readCsv } from "./read-csv";
import { StatementError, type StatementCredit } from "./statement-credit";
import { parseCurrency, parseStatementAmount, parseStatementDate } from "./statement-values";

export const CSV_FIELDS = ["date", "amount", "currency", "reference", "message", "counterparty", "entryReference"] as const;
export type CsvField = (typeof CSV_FIELDS)[number];
/** Which column holds what: a header's name (any case) or a column's number from 1. */
export type CsvMapping = Partial<Record<CsvField, string>>;

/** Header names banks use, for the fields the request's mapping leaves out (compared lower-case). */
const KNOWN_HEADERS: Record<CsvField, string[]> = {
  date: [
    "date",
    "booking date",
    "transaction date",
    "datum",
    "bokföringsdag",
    "bokföringsdatum",
    "transaktionsdatum",
    "buchungstag",
    "buchungsdatum",
  ],
  amount: ["amount", "belopp", "betrag", "summa"],
  currency: ["currency", "ccy", "valutakod", "währung"],
  reference: ["reference", "payment reference", "ocr", "referens", "ocr-nummer", "referenz"],
  message: ["message", "text", "description", "meddelande", "beskrivning", "verwendungszweck", "remittance information", "details"],
  counterparty: ["counterparty", "name", "payer", "sender", "avsändare", "betalare", "namn", "auftraggeber"],
  entryReference: ["entry reference", "bank reference", "transaction id", "id", "verifikationsnummer"],
};

type Credit = Omit<StatementCredit, "entryReference"> & { entryReference: string | null };

/**
 * The incoming credits of a CSV export: the first row names the columns, each later row is one
 * entry; a positive amount is a credit, zero and negative ones (payments out) are left out.
 * `statementCurrency` stands in for a currency column. Every problem names its line.
 */
export function parseCsvStatement(text: string, mapping: CsvMapping, statementCurrency: string | null): Credit[] {
  const [header, ...rows] = readCsv(text);
  if (!header) throw new StatementError("The CSV file is empty");
  const names = header.cells.map((name) => name.trim());
  const columns = resolveColumns(names, mapping);
  if (columns.date === undefined || columns.amount === undefined) {
    const missing = columns.date === undefined ? "date" : "amount";
    throw new StatementError(`Say which column holds the ${missing}: the header has ${names.map((name) => `"${name}"`).join(", ")}`);
  }
  if (columns.currency === undefined && !statementCurrency) {
    throw new StatementError("Say which column holds the currency, or give the statement's currency");
  }
  const credits: Credit[] = [];
  for (const row of rows) {
    const cell = (field: CsvField) => (columns[field] === undefined ? null : (row.cells[columns[field] as number] ?? "").trim() || null);
    const rawAmount = cell("amount") ?? "";
    const amount = parseStatementAmount(rawAmount);
    if (!amount) throw new StatementError(`Line ${row.line}: the amount "${rawAmount}" is not an amount`);
    if (amount.lte(0)) continue;
    const rawDate = cell("date") ?? "";
    const date = parseStatementDate(rawDate);
    if (!date) throw new StatementError(`Line ${row.line}: the date "${rawDate}" is not a date (YYYY-MM-DD or DD.MM.YYYY)`);
    const rawCurrency = cell("currency") ?? statementCurrency ?? "";
    const currency = parseCurrency(rawCurrency);
    if (!currency) throw new StatementError(`Line ${row.line}: the currency "${rawCurrency}" is not a three-letter code`);
    credits.push({
      entryReference: cell("entryReference"),
      date,
      amount: amount.toFixed(2),
      currency,
      reference: cell("reference"),
      message: cell("message"),
      counterparty: cell("counterparty"),
    });
  }
  return credits;
}

/** Column indexes: the mapping's names or numbers first, then the known header names. */
function resolveColumns(names: string[], mapping: CsvMapping): Partial<Record<CsvField, number>> {
  const lower = names.map((name) => name.toLowerCase());
  const columns: Partial<Record<CsvField, number>> = {};
  for (const field of CSV_FIELDS) {
    const wanted = mapping[field]?.trim();
    if (!wanted) continue;
    const index = /^\d+$/.test(wanted) ? Number(wanted) - 1 : lower.indexOf(wanted.toLowerCase());
    if (index < 0 || index >= names.length) {
      throw new StatementError(
        `The column "${wanted}" (${field}) is not in the file's header: ${names.map((name) => `"${name}"`).join(", ")}`,
      );
    }
    columns[field] = index;
  }
  for (const field of CSV_FIELDS) {
    if (columns[field] !== undefined) continue;
    const known = lower.findIndex((name, index) => KNOWN_HEADERS[field].includes(name) && !Object.values(columns).includes(index));
    if (known >= 0) columns[field] = known;
  }
  return columns;
}
