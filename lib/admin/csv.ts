import { stringify, type Options } from "csv-stringify/sync";

export type CsvValue = string | number | boolean | null | undefined;

/**
 * RFC 4180 through csv-stringify: a field with a comma, a double quote, CR or LF is quoted and its
 * quotes doubled; records end with CRLF; null and undefined are empty fields. `escape_formulas`
 * puts an apostrophe before a text field a spreadsheet would read as a formula (it starts with
 * = + - @, a tab or a carriage return, or their full-width forms: OWASP "CSV injection"); numbers
 * stay as they are, so -5 is still a number. Booleans are written as true/false, not csv-stringify's
 * default 1/empty.
 *
 * Swedish and German spreadsheets split on semicolons, and only a quote at the start of a field
 * protects it, so `x;=cmd|' /C calc'!A0;` became a formula cell there (issue #26 finding 6). So a
 * text with a semicolon is quoted, and an apostrophe goes after every semicolon that a formula
 * character follows: whichever separator a spreadsheet splits on, no cell starts with one.
 */
// A semicolon followed (after any spaces) by what starts a formula: = + - @ tab CR, or their full-width forms.
const AFTER_SEMICOLON_FORMULA = /;(\s*[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20])/g;

const CSV_OPTIONS = {
  record_delimiter: "\r\n",
  // With a record_delimiter given, csv-stringify quotes only fields containing that delimiter; a
  // lone CR or LF must be quoted too, or a spreadsheet starts a new row in the middle of a field.
  quote_record_delimiter: true,
  escape_formulas: true,
  quoted_match: /;/,
  cast: { boolean: (value: boolean) => String(value), string: (value: string) => value.replace(AFTER_SEMICOLON_FORMULA, ";'$1") },
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
