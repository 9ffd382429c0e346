import { StatementError } from "./statement-credit";

export type CsvRow = { line: number; cells: string[] };

const DELIMITERS = [";", ",", "\t"] as const;

/** The delimiter the header line uses most, outside quotes: banks write ";" (Nordic, German), "," or tabs. */
export function detectDelimiter(text: string): string {
  const header = text.slice(0, text.search(/\r?\n/) === -1 ? text.length : text.search(/\r?\n/));
  const unquoted = header.replace(/"[^"]*"/g, "");
  const counts = DELIMITERS.map((delimiter) => unquoted.split(delimiter).length - 1);
  const best = Math.max(...counts);
  return best > 0 ? (DELIMITERS[counts.indexOf(best)] as string) : ",";
}

/**
 * Rows of a CSV file (RFC 4180: quoted fields may hold delimiters, doubled quotes and line breaks),
 * each with the line it starts on, so an error can name it. Empty lines are left out.
 */
export function readCsv(text: string, delimiter = detectDelimiter(text)): CsvRow[] {
  const rows: CsvRow[] = [];
  let cells: string[] = [];
  let cell = "";
  let quoted = false;
  let line = 1;
  let rowLine = 1;
  const endRow = () => {
    cells.push(cell);
    if (cells.some((value) => value.trim() !== "")) rows.push({ line: rowLine, cells });
    cells = [];
    cell = "";
  };
  for (let index = 0; index < text.length; index += 1) {
    const character = text[index] as string;
    if (quoted) {
      if (character === '"' && text[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (character === '"') quoted = false;
      else {
        if (character === "\n") line += 1;
        cell += character;
      }
    } else if (character === '"' && cell.trim() === "") {
      quoted = true;
      cell = "";
    } else if (character === delimiter) {
      cells.push(cell);
      cell = "";
    } else if (character === "\n" || character === "\r") {
      if (character === "\r" && text[index + 1] === "\n") index += 1;
      endRow();
      line += 1;
      rowLine = line;
    } else cell += character;
  }
  if (quoted) throw new StatementError(`Line ${rowLine}: a quoted field is never closed`);
  endRow();
  return rows;
}
