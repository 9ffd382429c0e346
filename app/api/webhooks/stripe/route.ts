import { route } from "@/lib/http/route";
import { handleStripeWebhook } from "@/lib/billing/handle-webhook";
import { MAX_JSON_BODY_BYTES, readBodyAtMost } from "@/lib/http/read-body";

// POST /api/webhooks/stripe - Stripe's events. The signature is checked on the raw body, read with
// the API's 1 MB cap; whatever the content type, a body without a valid signature is a 400.
export const POST = route({ requires: "nobody", allowAnyContentType: true }, async (request) => {
  const rawBody = new TextDecoder().decode(await readBodyAtMost(request, MAX_JSON_BODY_BYTES));
  return Response.json(await handleStripeWebhook(rawBody, request.headers.get("stripe-signature")));
});
