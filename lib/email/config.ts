import "server-only";
import path from "node:path";
import type { EmailTransportName } from "./message";

/**
 * E-mail settings, read from the environment at every call (never cached at import): tests switch
 * transports between cases, and a long-running server picks up nothing stale.
 */

type Env = Record<string, string | undefined>;

export const DEFAULT_EMAIL_FROM = "InvoiceFlow <no-reply@invoiceflow.test>";
export const DEFAULT_OUTBOX_DIR = ".data/outbox";

/** RESEND_API_KEY wins over SMTP_URL; with neither, mail goes to the development outbox. */
export function selectedTransport(env: Env = process.env): EmailTransportName {
  if (env.RESEND_API_KEY?.trim()) return "resend";
  if (env.SMTP_URL?.trim()) return "smtp";
  return "outbox";
}

export function emailFrom(env: Env = process.env): string {
  return env.EMAIL_FROM?.trim() || DEFAULT_EMAIL_FROM;
}

/** Where the outbox writes, resolved against the working directory like `.data/pglite`. */
export function outboxDir(env: Env = process.env): string {
  // Resolved at run time on purpose: without the hint the bundler would trace the whole project.
  return path.resolve(/*turbopackIgnore: true*/ env.OUTBOX_DIR?.trim() || DEFAULT_OUTBOX_DIR);
}

/**
 * The address links in mails point at: APP_URL when set (the public address behind any proxy),
 * else the origin the request came in on. No trailing slash.
 */
export function appBaseUrl(requestOrigin: string | undefined, env: Env = process.env): string {
  const configured = env.APP_URL?.trim();
  const base = configured || requestOrigin || "http://localhost:3000";
  return base.replace(/\/+$/, "");
}
