import { billingRoute } from "@/lib/billing/billing-route";
import { cancelSubscription } from "@/lib/billing/cancel-subscription";

// POST /api/cancel-subscription - cancel at the period's end; Pro lasts until then
export const POST = billingRoute(async (_request, { user }) => {
  return Response.json(await cancelSubscription(user.id));
});
