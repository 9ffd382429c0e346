import { appOrigin } from "@/lib/config/app-url";
import { route } from "@/lib/http/route";
import { disconnectAccount, readConnectStatus, startConnectOnboarding } from "@/lib/payments/connect/connect-account";

// POST /api/payments/connect - create the user's Stripe account once and answer {url} of its onboarding link
export const POST = route({ requires: "user" }, async (request, { user }) => {
  return Response.json(await startConnectOnboarding(user, appOrigin(request)));
});

// GET /api/payments/connect - {connected, chargesEnabled, detailsSubmitted, accountId} as Stripe has them, and {available}
export const GET = route({ requires: "user" }, async (_request, { user }) => {
  return Response.json(await readConnectStatus(user.id));
});

// DELETE /api/payments/connect - stop new card payments (payments and the account stay)
export const DELETE = route({ requires: "user" }, async (_request, { user }) => {
  return Response.json(await disconnectAccount(user.id));
});
