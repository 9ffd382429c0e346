import "server-only";
import { readBodyAtMost } from "@/lib/http/read-body";
import { LOGO_FIELD, LOGO_MAX_BYTES, LOGO_MESSAGES, logoError } from "./logo-rules";

/** Room for the multipart boundaries and part headers around a file of the maximum size. */
const ENVELOPE_BYTES = 16 * 1024;
const MAX_BODY_BYTES = LOGO_MAX_BYTES + ENVELOPE_BYTES;

/**
 * The bytes of the multipart field `logo`. The body is read with a cap (request.formData() alone
 * would buffer any size), then parsed by the platform's own multipart parser.
 */
export async function readLogoUpload(request: Request): Promise<Uint8Array> {
  const contentType = request.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data\s*;/i.test(contentType)) throw logoError("unsupported_media_type", LOGO_MESSAGES.noFile);
  // Past the file limit plus its envelope: 413 before anything is parsed.
  const body = await readBodyAtMost(request, MAX_BODY_BYTES, () => logoError("payload_too_large", LOGO_MESSAGES.tooLarge));
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
