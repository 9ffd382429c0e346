import { billingRoute } from "@/lib/billing/billing-route";
import { activateSubscription } from "@/lib/billing/activate-subscription";

// POST /api/activate-subscription - after the payment is confirmed: store Stripe's state, Pro when active
export const POST = billingRoute(async (_request, { user }) => {
  return Response.json(await activateSubscription(user.id));
});
