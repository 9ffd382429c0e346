import "server-only";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

let cached: string | undefined;

/**
 * The key that session tokens are hashed with (lib/auth/session-token.ts): NEXTAUTH_SECRET, or — so a fresh clone runs with
 * no configuration — a random key generated once and kept in .data/auth-secret. Production with more
 * than one instance must set NEXTAUTH_SECRET so every instance reads the same key.
 */
export function getAuthSecret(): string {
  if (process.env.NEXTAUTH_SECRET) return process.env.NEXTAUTH_SECRET;
  if (cached) return cached;
  const file = path.resolve(".data/auth-secret");
  if (fs.existsSync(file)) {
    cached = fs.readFileSync(file, "utf8").trim();
  } else {
    cached = randomBytes(32).toString("base64url");
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, cached, { mode: 0o600 });
    if (process.env.NODE_ENV === "production") {
      console.warn("NEXTAUTH_SECRET is not set: using a generated key in .data/auth-secret (one instance only).");
    }
  }
  return cached;
}
