import "server-only";
import { createHmac, randomBytes } from "node:crypto";
import { getAuthSecret } from "./secret";

/** 32 random bytes: 256 bits, as base64url (43 characters). */
const TOKEN_BYTES = 32;
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/**
 * A session token is an opaque random value, as in next-auth's database strategy; the cookie holds
 * it and the database holds only its HMAC-SHA-256 under NEXTAUTH_SECRET, as the session row's key.
 * So a request finds its session with one indexed lookup and no decryption, a copy of the Session
 * table (a backup, a leaked dump) holds no token that signs anyone in, and changing the secret signs
 * everybody out, as it did when the cookie was a next-auth JWT. Ending a session is deleting its row.
 */
export function newSessionToken(): string {
  return randomBytes(TOKEN_BYTES).toString("base64url");
}

/** The Session row's id for a token, or null for anything that is not one of ours (never looked up). */
export function sessionKey(token: string): string | null {
  if (!TOKEN_SHAPE.test(token)) return null;
  return createHmac("sha256", getAuthSecret()).update(token).digest("hex");
}
