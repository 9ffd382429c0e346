/** What a failed call answered: the status and the `{message, details, …}` body of lib/api. */
export type ServerError = { status: number | null; message: string | null; details: string | null; body: Record<string, unknown> };

/**
 * Unpacks the Error that apiRequest/throwIfNotOk throw ("<status>: <body>"), so a toast can show the
 * title-like `message` and the sentence in `details` separately.
 */
export function readServerError(error: unknown): ServerError {
  const empty: ServerError = { status: null, message: null, details: null, body: {} };
  if (!(error instanceof Error)) return empty;
  const match = /^(\d{3}): ([\s\S]*)$/.exec(error.message);
  if (!match) return empty;
  const status = Number(match[1]);
  try {
    const body = JSON.parse(match[2] as string) as Record<string, unknown>;
    return {
      status,
      message: typeof body.message === "string" ? body.message : null,
      details: typeof body.details === "string" ? body.details : null,
      body,
    };
  } catch {
    return { ...empty, status, message: match[2] || null };
  }
}
