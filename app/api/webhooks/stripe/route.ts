import { publicRoute } from "@/lib/api/route";
import { handleStripeWebhook } from "@/lib/billing/handle-webhook";

// POST /api/webhooks/stripe - Stripe's events; the signature is checked on the raw body, so it is read as text
export const POST = publicRoute(async (request) => {
  const rawBody = await request.text();
  return Response.json(await handleStripeWebhook(rawBody, request.headers.get("stripe-signature")));
});
