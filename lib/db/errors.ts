import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";

type DriverAdapterErrorMeta = { driverAdapterError?: { cause?: { kind?: string; originalCode?: string } } };

/**
 * A unique index refused the write (e.g. a second account with the same e-mail). Prisma's own
 * queries say so with P2002; raw SQL fails with P2010 and the driver adapter's error inside.
 */
export function isUniqueViolation(error: unknown): boolean {
  if (!(error instanceof Prisma.PrismaClientKnownRequestError)) return false;
  if (error.code === "P2002") return true;
  const cause = (error.meta as DriverAdapterErrorMeta | undefined)?.driverAdapterError?.cause;
  return error.code === "P2010" && (cause?.kind === "UniqueConstraintViolation" || cause?.originalCode === "23505");
}

// Prisma's codes for "no database to talk to": not reachable, timed out, closed, pool exhausted.
const UNAVAILABLE_CODES = new Set(["P1001", "P1002", "P1008", "P1017", "P2024"]);
const UNAVAILABLE_KINDS = new Set([
  "DatabaseNotReachable",
  "ConnectionClosed",
  "SocketTimeout",
  "TooManyConnections",
  "DatabaseDoesNotExist",
]);
const UNAVAILABLE_MESSAGE =
  /ECONNREFUSED|ECONNRESET|ETIMEDOUT|Connection terminated|timeout exceeded when trying to connect|Can't reach database server|the database system is (starting up|shutting down)|terminating connection due to administrator command/i;

/**
 * PostgreSQL's SQLSTATEs for a server going away under the connection: admin shutdown (57P01, a
 * restart or failover), crash shutdown, cannot connect now (starting up), and the connection
 * classes 08xxx. The request was fine: 503 (issue #26 finding 11; 57P01 was a 500).
 */
const UNAVAILABLE_SQLSTATES = /^(57P01|57P02|57P03|08\d{3}|08[0-9A-Z]{3})$/;

/** The database could not be reached: the request is fine, the server can't serve it right now (503). */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (error instanceof Prisma.PrismaClientInitializationError) return true;
  if (error instanceof Prisma.PrismaClientKnownRequestError) {
    if (UNAVAILABLE_CODES.has(error.code)) return true;
    const cause = (error.meta as DriverAdapterErrorMeta | undefined)?.driverAdapterError?.cause;
    if (cause?.kind && UNAVAILABLE_KINDS.has(cause.kind)) return true;
    if (cause?.originalCode && UNAVAILABLE_SQLSTATES.test(cause.originalCode)) return true;
  }
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === "string" && UNAVAILABLE_SQLSTATES.test(code)) return true;
  return error instanceof Error && UNAVAILABLE_MESSAGE.test(error.message);
}

/** One line that says what went wrong with the database, for logs and /api/health. */
export function databaseErrorSummary(error: unknown): string {
  const cause = (error as { meta?: DriverAdapterErrorMeta } | undefined)?.meta?.driverAdapterError?.cause as
    { kind?: string; host?: string; port?: number } | undefined;
  const lastLine =
    error instanceof Error
      ? error.message
          .split("\n")
          .map((line) => line.trim())
          .filter(Boolean)
          .at(-1)
      : undefined;
  const detail = lastLine?.replace(/^Raw query failed\. Code: `[^`]*`\. Message: /, "").replace(/^`|`$/g, "");
  if (detail) return detail;
  if (cause?.kind) return [cause.kind, cause.host && `${cause.host}:${cause.port}`].filter(Boolean).join(" at ");
  return error instanceof Error ? error.name : "unknown error";
}

/** What a 503 for an unreachable database tells clients to wait: a restart or failover takes seconds. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;
