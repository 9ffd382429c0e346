import type { ErrorCode } from "@/lib/errors";
import { ApiError } from "./api-error";

export { ApiError } from "./api-error";

/** Any non-ok answer becomes an ApiError, whose message is "<status>: <body or statusText>" (SPEC section 7). */
export async function throwIfNotOk(response: Response): Promise<void> {
  if (!response.ok) throw await ApiError.from(response);
}

/**
 * The one helper every mutation goes through: JSON body only when there is one, cookies included.
 * `headers` adds request headers such as an Idempotency-Key.
 */
export async function apiRequest(method: string, url: string, body?: unknown, headers: Record<string, string> = {}): Promise<Response> {
  const response = await fetch(url, {
    method,
    headers: body === undefined ? headers : { ...headers, "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
    credentials: "include",
  });
  await throwIfNotOk(response);
  return response;
}

/** The server's own message of a failed call, for a toast; `fallback` for anything else (a network error). */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.serverMessage || fallback;
  return fallback;
}

/** The machine-readable `code` of an error answer (e.g. "email_unverified"); undefined when there is none. */
export function errorCode(error: unknown): ErrorCode | undefined {
  return error instanceof ApiError ? error.code : undefined;
}
