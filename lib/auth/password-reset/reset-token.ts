import "server-only";
import { createHash, randomBytes } from "node:crypto";

/** A reset link works for this long, once. */
export const RESET_TOKEN_TTL_MINUTES = 60;

export function newResetToken(): string {
  return randomBytes(32).toString("base64url");
}

/** Only this digest is stored: a leaked database row can't be turned back into a working link. */
export function hashResetToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}
