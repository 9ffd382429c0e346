/** Any non-ok answer becomes an Error "<status>: <body or statusText>" (SPEC section 7). */
export async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  const text = (await response.text()) || response.statusText;
  throw new Error(`${response.status}: ${text}`);
}

/** The one helper every mutation goes through: JSON body only when there is one, cookies included. */
export async function apiRequest(method: string, url: string, body?: unknown): Promise<Response> {
  const response = await fetch(url, {
    method,
    headers: body === undefined ? {} : { "Content-Type": "application/json" },
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
