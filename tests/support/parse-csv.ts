/** Reads RFC 4180 CSV back (quoted fields, "" inside quotes, CRLF records) into rows of the header's names. */
export function parseCsv(text: string): Record<string, string>[] {
  const records: string[][] = [];
  let record: string[] = [];
  let value = "";
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index] as string;
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        value += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else value += char;
    } else if (char === '"') quoted = true;
    else if (char === ",") {
      record.push(value);
      value = "";
    } else if (char === "\r" && text[index + 1] === "\n") {
      record.push(value);
      records.push(record);
      record = [];
      value = "";
      index += 1;
    } else value += char;
  }
  if (value !== "" || record.length > 0) records.push([...record, value]);
  const [header = [], ...rows] = records;
  return rows.map((row) => Object.fromEntries(header.map((name, column) => [name, row[column] ?? ""])));
}
