import "server-only";
import { assertSameOrigin } from "@/lib/http/request-guards";
import { controlCharacterMessage, hasControlCharacter } from "@/lib/http/control-characters";
import { AppError } from "@/lib/errors";
import { readFormFields } from "@/lib/http/read-form";
import { plainErrorMap } from "@/lib/validation/plain-messages";
import { loginSchema } from "./schemas";
import { resolveSession } from "./session";
import { sessionTokenFromCookieHeader } from "./session-cookie";
import { sessionCookies } from "./session-response";
import type { SignInFormResult, SignInFormState } from "./sign-in-form-state";
import { signInWithPassword } from "./sign-in-with-password";

/** What the proxy does with a request for /auth: send it to the dashboard (with a new session's cookies), or let the page render. */
export type SignInPageStep = { toDashboard: true; setCookies: string[] } | { toDashboard: false; result?: SignInFormResult };

/**
 * The server side of /auth, run by the proxy (proxy.ts). The page is in pages/ so that it ships
 * no JavaScript, and a pages-router module may not import server-only code (Turbopack refuses to
 * build it), which the session lookup and the password check are. A visitor with a valid session
 * goes to the dashboard (SPEC section 2); a POST is the page's own sign-in form.
 */
export async function signInPageStep(request: Request): Promise<SignInPageStep> {
  const token = sessionTokenFromCookieHeader(request.headers.get("cookie"));
  if (token && (await resolveSession(token))) return { toDashboard: true, setCookies: [] };
  if (request.method !== "POST") return { toDashboard: false };
  return submitSignInForm(request);
}

/**
 * The sign-in form's POST, with exactly the checks and messages of POST /api/login: the
 * same-origin rule (login CSRF), a body limit, the login schema, the rate limits and the password
 * check (signInWithPassword). Success gives the session's cookies; a failure, the status the API
 * would answer and the form to show again.
 */
async function submitSignInForm(request: Request): Promise<SignInPageStep> {
  let email = "";
  try {
    assertSameOrigin(request);
    const fields = await readFormFields(request);
    email = fields.get("email") ?? "";
    const checked = checkFields({ email, password: fields.get("password") ?? "" });
    if ("errors" in checked) return failed(400, { email: hasControlCharacter(email) ? "" : email, errors: checked.errors });
    const { sessionToken } = await signInWithPassword(request, checked.credentials);
    return { toDashboard: true, setCookies: sessionCookies(request, sessionToken) };
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const retryAfter = error.details?.retryAfter;
    return failed(error.status, { email, errors: {}, failure: error.message }, typeof retryAfter === "number" ? retryAfter : undefined);
  }
}

function failed(status: number, form: SignInFormState, retryAfterSeconds?: number): SignInPageStep {
  return { toDashboard: false, result: { status, form, ...(retryAfterSeconds === undefined ? {} : { retryAfterSeconds }) } };
}

type Credentials = { email: string; password: string };

/** The login schema's credentials, or the first message per field as the route wrapper words them for /api/login. */
function checkFields(fields: Credentials): { credentials: Credentials } | { errors: SignInFormState["errors"] } {
  const errors: SignInFormState["errors"] = {};
  for (const field of ["email", "password"] as const) {
    if (hasControlCharacter(fields[field])) errors[field] = controlCharacterMessage(field);
  }
  const parsed = loginSchema.safeParse(fields, { error: plainErrorMap });
  for (const issue of parsed.error?.issues ?? []) {
    const field = issue.path[0];
    if ((field === "email" || field === "password") && !errors[field]) errors[field] = issue.message;
  }
  if (parsed.success && Object.keys(errors).length === 0) return { credentials: parsed.data };
  return { errors };
}
