import "server-only";
import { appOrigin } from "@/lib/config/app-url";
import { AppError, isAppError } from "@/lib/errors";
import { clientAddress } from "@/lib/http/client-address";
import { hasControlCharacter } from "@/lib/http/control-characters";
import { errorResponse } from "@/lib/http/error-response";
import { readFormFields } from "@/lib/http/read-form";
import { PUBLIC_INVOICE_HEADERS } from "@/lib/invoices/public-invoice-path";
import { answerQuote } from "./public-quote";
import { PUBLIC_QUOTE_PATH } from "./public-quote-path";

/** What the public page shows after a refused form: the name was missing or too long. */
export const ANSWER_ERROR_PARAM = "error";

/**
 * POST /q/{token}/accept and /decline: the public page's forms (no JavaScript, docs/decisions/0013).
 * A browser is sent back to the page with 303 whatever happened (answered, already answered or
 * expired: the page shows where the quote stands; a missing name: the page says so); an API
 * client gets the JSON answer or the error itself. Not built on the route wrapper: its CSRF check
 * refuses the `Origin: null` a browser sends from a page under `Referrer-Policy: no-referrer` (as
 * /q/… is, like /i/…), and the token in the path is the only key anyway.
 */
export async function publicAnswerResponse(request: Request, token: string, answer: "accepted" | "declined"): Promise<Response> {
  const isBrowser = request.headers.get("accept")?.includes("text/html") ?? false;
  const page = `${appOrigin(request)}${PUBLIC_QUOTE_PATH}/${encodeURIComponent(token)}`;
  let response: Response;
  try {
    if (!token || hasControlCharacter(token)) throw new AppError("not_found", "Not found");
    const fields = answer === "accepted" ? await readFormFields(request) : null;
    const name = fields?.get("name") ?? "";
    const quote = await answerQuote(token, clientAddress(request), answer === "accepted" ? { answer, name } : { answer });
    response = isBrowser ? seeOther(page) : Response.json(quote);
  } catch (error) {
    if (isBrowser && isAppError(error, "validation")) response = seeOther(`${page}?${ANSWER_ERROR_PARAM}=name`);
    else if (isBrowser && isAppError(error, "quote_not_open")) response = seeOther(page);
    else response = errorResponse(error);
  }
  for (const [name, value] of Object.entries(PUBLIC_INVOICE_HEADERS)) response.headers.set(name, value);
  response.headers.set("X-Content-Type-Options", "nosniff");
  return response;
}

function seeOther(location: string): Response {
  return new Response(null, { status: 303, headers: { Location: location } });
}
