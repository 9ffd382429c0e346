import { MAX_JSON_BODY_BYTES, readBodyAtMost } from "@/lib/http/read-body";
import { route } from "@/lib/http/route";
import { handleConnectWebhook } from "@/lib/payments/connect/handle-connect-webhook";

// POST /api/webhooks/stripe-connect - Stripe Connect's events (payments and refunds on the users' own accounts), signed with STRIPE_CONNECT_WEBHOOK_SECRET
export const POST = route({ requires: "nobody", allowAnyContentType: true }, async (request) => {
  const rawBody = new TextDecoder().decode(await readBodyAtMost(request, MAX_JSON_BODY_BYTES));
  return Response.json(await handleConnectWebhook(rawBody, request.headers.get("stripe-signature")));
});
