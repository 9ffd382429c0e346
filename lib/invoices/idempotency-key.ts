import { AppError } from "@/lib/errors";

export const IDEMPOTENCY_KEY_HEADER = "Idempotency-Key";
export const IDEMPOTENCY_KEY_MAX_LENGTH = 255;
export const INVALID_IDEMPOTENCY_KEY_MESSAGE = "Idempotency-Key must be 1 to 255 visible ASCII characters";

// Visible ASCII (0x21–0x7E): what a UUID, a ULID or any token a client generates is made of.
const VISIBLE_ASCII = /^[\x21-\x7e]+$/;

/**
 * The client's Idempotency-Key header, or null when it sent none. A header that is there but
 * empty, too long or not visible ASCII is refused (400) rather than ignored: a client that means
 * to be safe against retries should learn that it is not.
 */
export function readIdempotencyKey(request: Request): string | null {
  const key = request.headers.get(IDEMPOTENCY_KEY_HEADER);
  if (key === null) return null;
  if (key.length > IDEMPOTENCY_KEY_MAX_LENGTH || !VISIBLE_ASCII.test(key)) {
    throw new AppError("validation", INVALID_IDEMPOTENCY_KEY_MESSAGE, { fields: [IDEMPOTENCY_KEY_HEADER] });
  }
  return key;
}
