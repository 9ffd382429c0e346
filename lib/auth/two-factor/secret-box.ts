import "server-only";
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";
import { getAuthSecret } from "../secret";

const VERSION = "v1";

/**
 * Two-factor secrets are stored encrypted: AES-256-GCM under a key derived from NEXTAUTH_SECRET
 * with HKDF-SHA-256 (its own "info", so the key is no other use's). A database dump alone yields no
 * secret that makes codes. Changing NEXTAUTH_SECRET makes every stored secret unreadable: users then
 * sign in with a recovery code and set two-factor up again (docs/security.md).
 */
function key(): Buffer {
  return Buffer.from(hkdfSync("sha256", getAuthSecret(), "invoiceflow", "two-factor secret v1", 32));
}

export function sealSecret(plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key(), iv);
  const sealed = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return [VERSION, iv.toString("base64url"), sealed.toString("base64url"), cipher.getAuthTag().toString("base64url")].join(".");
}

/** The secret, or null when it was sealed under another key or altered. */
export function openSecret(stored: string): string | null {
  const [version, iv, sealed, tag] = stored.split(".");
  if (version !== VERSION || !iv || !sealed || !tag) return null;
  try {
    const decipher = createDecipheriv("aes-256-gcm", key(), Buffer.from(iv, "base64url"));
    decipher.setAuthTag(Buffer.from(tag, "base64url"));
    return Buffer.concat([decipher.update(Buffer.from(sealed, "base64url")), decipher.final()]).toString("utf8");
  } catch {
    return null;
  }
}
