import { AppError } from "@/lib/errors";
import { readBodyAtMost } from "./read-body";

/** A sign-in form is two short fields; 16 KB holds them many times over. */
export const MAX_FORM_BODY_BYTES = 16 * 1024;

export const FORM_CONTENT_TYPE_MESSAGE = "Forms must be sent as application/x-www-form-urlencoded";

/** The fields of an HTML form's POST (application/x-www-form-urlencoded): 415 for any other body, 413 past the limit. */
export async function readFormFields(request: Request, limit = MAX_FORM_BODY_BYTES): Promise<URLSearchParams> {
  const contentType = request.headers.get("content-type")?.trim() ?? "";
  if (!/^application\/x-www-form-urlencoded\b/i.test(contentType)) throw new AppError("unsupported_media_type", FORM_CONTENT_TYPE_MESSAGE);
  return new URLSearchParams(new TextDecoder().decode(await readBodyAtMost(request, limit)));
}
