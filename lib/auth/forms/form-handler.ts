import "server-only";
import { assertSameOrigin } from "@/lib/http/request-guards";
import { readFormFields } from "@/lib/http/read-form";
import { backToForm, failureCode } from "./form-response";
import type { FormOutcomeCode } from "./form-outcomes";

type FormAction = (request: Request, fields: URLSearchParams) => Promise<Response>;

/**
 * A route handler for a form of a page without JavaScript: the same-origin rule (a cross-site
 * post can't sign a victim in or out), the form body read with its 16 KB cap (refused on
 * Content-Length before a byte is read, cut off past it while streaming), then the action, whose
 * answer is a 303. A failure the action did not turn into a 303 itself goes back to `page` with its
 * opaque code; anything unexpected is logged and goes back as "failed": never a JSON page in the
 * browser. `emailField` names the field kept for the page to show again.
 */
export function formHandler(
  page: string,
  action: FormAction,
  options: { emailField?: string; keep?: (fields: URLSearchParams) => Record<string, string> } = {},
) {
  return async (request: Request): Promise<Response> => {
    let fields = new URLSearchParams();
    try {
      assertSameOrigin(request);
      fields = await readFormFields(request);
      return await action(request, fields);
    } catch (error) {
      const failure = failureCode(error);
      if (!failure) console.error(`Unexpected error in the form of ${page}:`, error);
      const codes: FormOutcomeCode[] = [failure?.code ?? "failed"];
      const email = options.emailField ? (fields.get(options.emailField) ?? undefined) : undefined;
      return backToForm(request, page, codes, { email, retryAfter: failure?.retryAfter, keep: options.keep?.(fields) });
    }
  };
}
