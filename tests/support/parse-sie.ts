import { decodeCp437 } from "@/lib/exports/legacy-encodings";

export type SieRecord = { label: string; fields: string[] };
export type SieVerification = {
  series: string;
  number: string;
  date: string;
  text: string;
  transactions: { account: string; amount: string }[];
};
export type SieFile = { records: SieRecord[]; verifications: SieVerification[]; text: string };

/** The fields of one record line: space separated, "quoted" with \" inside, {object lists} as one field. */
function fieldsOf(line: string): string[] {
  const fields: string[] = [];
  let index = 0;
  while (index < line.length) {
    if (line[index] === " ") {
      index += 1;
      continue;
    }
    if (line[index] === '"') {
      let value = "";
      index += 1;
      while (index < line.length && line[index] !== '"') {
        if (line[index] === "\\" && line[index + 1] === '"') index += 1;
        value += line[index];
        index += 1;
      }
      fields.push(value);
      index += 1;
    } else if (line[index] === "{") {
      const end = line.indexOf("}", index);
      fields.push(line.slice(index, end + 1));
      index = end + 1;
    } else {
      const end = line.indexOf(" ", index);
      fields.push(line.slice(index, end === -1 ? undefined : end));
      index = end === -1 ? line.length : end;
    }
  }
  return fields;
}

/** Reads an SIE 4 file back: PC8 bytes, CRLF records, #VER blocks with their #TRANS lines. */
export function parseSie(bytes: Uint8Array): SieFile {
  const text = decodeCp437(bytes);
  const lines = text.split("\r\n").filter((line) => line.trim() !== "");
  const records: SieRecord[] = [];
  const verifications: SieVerification[] = [];
  let open: SieVerification | null = null;
  for (const raw of lines) {
    const line = raw.trim();
    if (line === "{") continue;
    if (line === "}") {
      if (open) verifications.push(open);
      open = null;
      continue;
    }
    const [label, ...fields] = fieldsOf(line) as [string, ...string[]];
    if (label === "#TRANS" && open) {
      open.transactions.push({ account: fields[0] as string, amount: fields[2] as string });
      continue;
    }
    records.push({ label, fields });
    if (label === "#VER")
      open = {
        series: fields[0] as string,
        number: fields[1] as string,
        date: fields[2] as string,
        text: fields[3] as string,
        transactions: [],
      };
  }
  return { records, verifications, text };
}
