import { stringify, type Options } from "csv-stringify/sync";

export type CsvValue = string | number | boolean | null | undefined;

/**
 * RFC 4180 through csv-stringify: a field with a comma, a double quote, CR or LF is quoted and its
 * quotes doubled; records end with CRLF; null and undefined are empty fields. `escape_formulas`
 * puts an apostrophe before a text field a spreadsheet would read as a formula (it starts with
 * = + - @, a tab or a carriage return, or their full-width forms: OWASP "CSV injection"); numbers
 * stay as they are, so -5 is still a number. Booleans are written as true/false, not csv-stringify's
 * default 1/empty.
 */
const CSV_OPTIONS = {
  record_delimiter: "\r\n",
  // With a record_delimiter given, csv-stringify quotes only fields containing that delimiter; a
  // lone CR or LF must be quoted too, or a spreadsheet starts a new row in the middle of a field.
  quote_record_delimiter: true,
  escape_formulas: true,
  cast: { boolean: (value: boolean) => String(value) },
} as const satisfies Options;

/** Several records, each ending with CRLF. */
export function csvRecords(records: readonly (readonly CsvValue[])[]): string {
  return stringify([...records], CSV_OPTIONS);
}

/** One record, ending with CRLF. */
export function csvRecord(fields: readonly CsvValue[]): string {
  return csvRecords([fields]);
}

/** One field as it appears inside a record. */
export function csvField(value: CsvValue): string {
  return stringify([[value]], { ...CSV_OPTIONS, eof: false });
}
