import "server-only";
import { AppError } from "@/lib/errors";
import { readBodyAtMost } from "@/lib/http/read-body";
import { CSV_FIELDS, type CsvMapping } from "./parse-csv-statement";
import type { StatementOptions } from "./parse-statement";

/** A statement file may have 5 MB: a year of a busy account's camt.053 fits many times over. */
export const STATEMENT_MAX_BYTES = 5 * 1024 * 1024;
/** Room for the multipart boundaries, part headers and the small mapping fields around the file. */
const ENVELOPE_BYTES = 64 * 1024;

export const STATEMENT_MESSAGES = {
  notMultipart: 'Send the statement as multipart/form-data, the file in the field "file"',
  noFile: 'Choose a bank statement file (the field "file"): camt.053, camt.054 or CSV',
  tooLarge: "The statement is larger than 5 MB: export a shorter period",
  mapping: 'The column mapping must be a JSON object such as {"date":"Date","amount":"Amount"}',
  currency: "The statement's currency must be a three-letter code such as SEK",
} as const;

export type StatementUpload = { text: string; options: StatementOptions };

/**
 * The multipart upload of `POST /api/payments/import`: the field `file`, and for a CSV the column
 * mapping (a JSON field `mapping`, or fields `mapping[date]`, `mapping[amount]` …) and `currency`.
 * The body is read with a cap and stops past it (413), so an oversized file never sits in memory.
 * Text is UTF-8, or Windows-1252 when it isn't valid UTF-8 (what older Nordic bank exports use).
 */
export async function readStatementUpload(request: Request): Promise<StatementUpload> {
  const contentType = request.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data\s*;/i.test(contentType)) throw new AppError("unsupported_media_type", STATEMENT_MESSAGES.notMultipart);
  const tooLarge = () => new AppError("payload_too_large", STATEMENT_MESSAGES.tooLarge, { limitBytes: STATEMENT_MAX_BYTES });
  const body = await readBodyAtMost(request, STATEMENT_MAX_BYTES + ENVELOPE_BYTES, tooLarge);
  let form: FormData;
  try {
    form = await new Response(body, { headers: { "content-type": contentType } }).formData();
  } catch {
    throw new AppError("validation", STATEMENT_MESSAGES.noFile);
  }
  const file = form.get("file");
  if (file === null || typeof file === "string" || file.size === 0)
    throw new AppError("validation", STATEMENT_MESSAGES.noFile, { fields: ["file"] });
  if (file.size > STATEMENT_MAX_BYTES) throw tooLarge();
  return { text: decode(new Uint8Array(await file.arrayBuffer())), options: { mapping: mappingOf(form), currency: currencyOf(form) } };
}

function decode(bytes: Uint8Array): string {
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder("windows-1252").decode(bytes);
  }
}

function mappingOf(form: FormData): CsvMapping {
  const mapping: CsvMapping = {};
  const json = form.get("mapping");
  if (typeof json === "string" && json.trim()) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(json);
    } catch {
      throw new AppError("validation", STATEMENT_MESSAGES.mapping, { fields: ["mapping"] });
    }
    if (!parsed || typeof parsed !== "object" || Array.isArray(parsed))
      throw new AppError("validation", STATEMENT_MESSAGES.mapping, { fields: ["mapping"] });
    for (const [field, column] of Object.entries(parsed)) {
      if (!(CSV_FIELDS as readonly string[]).includes(field)) continue;
      if (typeof column !== "string" && typeof column !== "number")
        throw new AppError("validation", STATEMENT_MESSAGES.mapping, { fields: ["mapping"] });
      mapping[field as keyof CsvMapping] = String(column);
    }
  }
  for (const field of CSV_FIELDS) {
    const single = form.get(`mapping[${field}]`);
    if (typeof single === "string" && single.trim()) mapping[field] = single;
  }
  return mapping;
}

function currencyOf(form: FormData): string | null {
  const value = form.get("currency");
  if (typeof value !== "string" || !value.trim()) return null;
  const code = value.trim().toUpperCase();
  if (!/^[A-Z]{3}$/.test(code)) throw new AppError("validation", STATEMENT_MESSAGES.currency, { fields: ["currency"] });
  return code;
}
