import { AppError } from "@/lib/errors";

/** JSON bodies of this API are a few kilobytes; an invoice of 200 long lines stays far below. */
export const MAX_JSON_BODY_BYTES = 1024 * 1024;

export const BODY_TOO_LARGE_MESSAGE = "The request body is too large";

/**
 * Reads a request body but stops as soon as it passes `limit` bytes, answering 413: a declared
 * Content-Length over the limit is refused before a byte is read, and a body without one (chunked)
 * is cut off while it streams, so an oversized body never sits in memory.
 */
export async function readBodyAtMost(
  request: Request,
  limit: number,
  tooLarge: () => Error = () => new AppError("payload_too_large", BODY_TOO_LARGE_MESSAGE, { limitBytes: limit }),
): Promise<Uint8Array<ArrayBuffer>> {
  const declared = Number(request.headers.get("content-length") ?? 0);
  if (declared > limit) throw tooLarge();
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      await reader.cancel().catch(() => {});
      throw tooLarge();
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
