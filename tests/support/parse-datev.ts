/** The fields of one DATEV-Format line: ";" separated, text in double quotes with "" inside. */
export function datevFields(line: string): string[] {
  const fields: string[] = [];
  let value = "";
  let quoted = false;
  for (let index = 0; index < line.length; index += 1) {
    const char = line[index] as string;
    if (quoted) {
      if (char === '"' && line[index + 1] === '"') {
        value += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else value += char;
    } else if (char === '"') quoted = true;
    else if (char === ";") {
      fields.push(value);
      value = "";
    } else value += char;
  }
  fields.push(value);
  return fields;
}

export type DatevFile = { header: string[]; columns: string[]; rows: string[][]; lines: string[] };

/** Reads a Buchungsstapel back: Windows-1252 bytes, CRLF lines, header, column names, rows. */
export function parseDatev(bytes: Uint8Array): DatevFile {
  const text = new TextDecoder("windows-1252").decode(bytes);
  const lines = text.split("\r\n");
  if (lines.at(-1) === "") lines.pop();
  const [header = "", columns = "", ...rows] = lines;
  return { header: datevFields(header), columns: datevFields(columns), rows: rows.map(datevFields), lines };
}
