/** What /auth's form shows: the e-mail as typed, a message per field, and why the sign-in failed. */
export type SignInFormState = {
  email: string;
  errors: { email?: string; password?: string };
  failure?: string;
};

/** A sign-in that did not happen: the status POST /api/login would answer, and the form to show again. */
export type SignInFormResult = { status: number; retryAfterSeconds?: number; form: SignInFormState };

export const EMPTY_SIGN_IN_FORM: SignInFormState = { email: "", errors: {} };

/**
 * The request header in which the proxy hands a posted form's result to pages/auth.tsx, which
 * cannot run the sign-in itself (lib/auth/sign-in-page.ts says why). The proxy sets it on /auth
 * only and removes any copy a client sent.
 */
export const SIGN_IN_FORM_HEADER = "x-invoiceflow-sign-in-form";

/** Base64url JSON: a header value is ASCII, an e-mail address need not be. */
export function encodeSignInFormResult(result: SignInFormResult): string {
  return Buffer.from(JSON.stringify(result), "utf8").toString("base64url");
}

export function decodeSignInFormResult(value: string | string[] | undefined): SignInFormResult | null {
  if (typeof value !== "string" || !value) return null;
  try {
    const result = JSON.parse(Buffer.from(value, "base64url").toString("utf8")) as SignInFormResult;
    if (typeof result.status !== "number" || typeof result.form?.email !== "string" || typeof result.form.errors !== "object") return null;
    return result;
  } catch {
    return null;
  }
}
