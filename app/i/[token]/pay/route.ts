import { appOrigin } from "@/lib/config/app-url";
import { AppError, isAppError } from "@/lib/errors";
import { clientAddress } from "@/lib/http/client-address";
import { hasControlCharacter } from "@/lib/http/control-characters";
import { errorResponse } from "@/lib/http/error-response";
import { PUBLIC_INVOICE_HEADERS } from "@/lib/invoices/public-invoice-path";
import { createPayNowSession } from "@/lib/payments/connect/create-pay-now-session";

/**
 * Not built on the route wrapper: its CSRF check refuses `Origin: null`, which is what a browser
 * sends for a form posted from a page under `Referrer-Policy: no-referrer` (as /i/… is). Pay now
 * needs no such check: it acts for nobody's session, anyone with the link may pay, and all it
 * makes is a checkout page on Stripe.
 */
async function payNow(request: Request, token: string): Promise<Response> {
  try {
    if (!token || hasControlCharacter(token)) throw new AppError("not_found", "Not found");
    const url = await createPayNowSession(token, clientAddress(request), appOrigin(request));
    return new Response(null, { status: 303, headers: { Location: url } });
  } catch (error) {
    // A browser's form on a stale page (paid meanwhile, void, card payments turned off) goes back to
    // the page, which shows where the invoice stands; an API client gets the 409 itself.
    if (request.headers.get("accept")?.includes("text/html") && isAppError(error, "not_payable_online")) {
      return new Response(null, { status: 303, headers: { Location: `${appOrigin(request)}/i/${token}` } });
    }
    return errorResponse(error);
  }
}

// POST /i/{token}/pay - Pay now: a Stripe Checkout Session for the balance due on the owner's account, 303 to it; a wrong token → 404, too many → 429
export async function POST(request: Request, context: { params: Promise<Record<string, string>> }): Promise<Response> {
  const response = await payNow(request, (await context.params).token ?? "");
  for (const [name, value] of Object.entries(PUBLIC_INVOICE_HEADERS)) response.headers.set(name, value);
  response.headers.set("X-Content-Type-Options", "nosniff");
  return response;
}
