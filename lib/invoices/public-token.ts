import "server-only";
import { randomBytes } from "node:crypto";

/** 32 random bytes (256 bits) as base64url: the key of an invoice's public link. */
export function newPublicToken(): string {
  return randomBytes(32).toString("base64url");
}

/** Tokens we make (43 characters) and those the migration gave older invoices (64 hex characters). */
const PUBLIC_TOKEN_SHAPE = /^(?:[A-Za-z0-9_-]{43}|[0-9a-f]{64})$/;

export function isPublicTokenShape(token: string): boolean {
  return PUBLIC_TOKEN_SHAPE.test(token);
}
