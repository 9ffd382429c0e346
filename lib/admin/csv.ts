/**
 * One CSV record (RFC 4180): a field with a comma, a double quote, CR or LF is quoted and its
 * quotes doubled; lines end with CRLF. A text field a spreadsheet would read as a formula (it starts
 * with = + - @, a tab or a carriage return, OWASP "CSV injection") gets a leading apostrophe first.
 */
export function csvRecord(fields: readonly (string | number | boolean | null | undefined)[]): string {
  return `${fields.map(csvField).join(",")}\r\n`;
}

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvField(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return "";
  let text = String(value);
  if (typeof value === "string" && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}
