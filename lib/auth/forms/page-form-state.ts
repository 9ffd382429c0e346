// Used by the pages without JavaScript (pages/) in getServerSideProps: no server-only here.
import type { IncomingMessage, ServerResponse } from "node:http";
import { decodeFormFailure, FORM_EMAIL_COOKIE } from "./form-outcomes";

/** What a form page shows: the e-mail as typed, a message per field, and why the last post failed. */
export type FormState = { email: string; errors: Record<string, string>; failure?: string };

export const EMPTY_FORM: FormState = { email: "", errors: {} };

/**
 * The state of a form page after its handler sent the browser back (lib/auth/forms/form-response.ts):
 * `?error=` codes become fixed messages and the status the API would answer (Retry-After from
 * `?retry=`), and the typed e-mail comes from its 60-second cookie, which is then removed.
 */
export function formStateFromRequest(
  req: IncomingMessage,
  res: ServerResponse,
  query: Record<string, string | string[] | undefined>,
): FormState {
  const failure = decodeFormFailure(query.error);
  const email = readCookie(req.headers.cookie, FORM_EMAIL_COOKIE);
  if (email !== undefined) res.setHeader("Set-Cookie", `${FORM_EMAIL_COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0`);
  if (!failure) return { ...EMPTY_FORM, email: email ?? "" };
  res.statusCode = failure.status;
  const retry = Number(query.retry);
  if (failure.status === 429 && Number.isInteger(retry) && retry > 0 && retry < 86_400) res.setHeader("Retry-After", String(retry));
  return { email: email ?? "", errors: failure.errors, ...(failure.failure ? { failure: failure.failure } : {}) };
}

function readCookie(header: string | undefined, name: string): string | undefined {
  for (const pair of (header ?? "").split(";")) {
    const index = pair.indexOf("=");
    if (index > 0 && pair.slice(0, index).trim() === name) {
      try {
        return decodeURIComponent(pair.slice(index + 1).trim()).slice(0, 320);
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}
