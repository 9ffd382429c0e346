/** Any non-ok answer becomes an Error "<status>: <body or statusText>" (SPEC section 7). */
export async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  const text = (await response.text()) || response.statusText;
  throw new Error(`${response.status}: ${text}`);
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

/**
 * The server's own message out of an error thrown by throwIfNotOk, for a toast:
 * "409: {\"message\":\"…\"}" → "…".
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (!(error instanceof Error)) return fallback;
  const body = error.message.replace(/^\d{3}: /, "");
  try {
    const parsed = JSON.parse(body) as { message?: unknown; error?: unknown };
    if (typeof parsed.message === "string") return parsed.message;
    if (typeof parsed.error === "string") return parsed.error;
  } catch {
    // not JSON: the text itself is the message
  }
  return body || fallback;
}

/**
 * The machine-readable `code` of an error answer (e.g. "email_unverified"), so the client can
 * offer the way out without matching the message's words; undefined when there is none.
 */
export function errorCode(error: unknown): string | undefined {
  if (!(error instanceof Error)) return undefined;
  try {
    const parsed = JSON.parse(error.message.replace(/^\d{3}: /, "")) as { code?: unknown };
    return typeof parsed.code === "string" ? parsed.code : undefined;
  } catch {
    return undefined;
  }
}
