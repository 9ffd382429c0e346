import "server-only";
import { LOGO_FIELD, LOGO_MAX_BYTES, LOGO_MESSAGES, logoError } from "./logo-rules";

/** Room for the multipart boundaries and part headers around a file of the maximum size. */
const ENVELOPE_BYTES = 16 * 1024;
const MAX_BODY_BYTES = LOGO_MAX_BYTES + ENVELOPE_BYTES;

/** Reads the body but stops as soon as it passes `limit`: a 2 GB upload never sits in memory. */
async function readAtMost(body: ReadableStream<Uint8Array> | null, limit: number): Promise<Uint8Array<ArrayBuffer>> {
  if (!body) return new Uint8Array(0);
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      await reader.cancel();
      throw logoError("validation", LOGO_MESSAGES.tooLarge);
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/**
 * The bytes of the multipart field `logo`. The body is read with a cap (request.formData() alone
 * would buffer any size), then parsed by the platform's own multipart parser.
 */
export async function readLogoUpload(request: Request): Promise<Uint8Array> {
  const contentType = request.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data\s*;/i.test(contentType)) throw logoError("unsupported_media_type", LOGO_MESSAGES.noFile);
  const declaredLength = Number(request.headers.get("content-length") ?? 0);
  if (declaredLength > MAX_BODY_BYTES) throw logoError("validation", LOGO_MESSAGES.tooLarge);

  const body = await readAtMost(request.body, MAX_BODY_BYTES);
  let form: FormData;
  try {
    form = await new Response(body, { headers: { "content-type": contentType } }).formData();
  } catch {
    throw logoError("validation", LOGO_MESSAGES.noFile);
  }
  const file = form.get(LOGO_FIELD);
  if (file === null || typeof file === "string") throw logoError("validation", LOGO_MESSAGES.noFile);
  if (file.size > LOGO_MAX_BYTES) throw logoError("validation", LOGO_MESSAGES.tooLarge);
  return new Uint8Array(await file.arrayBuffer());
}
