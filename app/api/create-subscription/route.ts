import { createSubscription } from "@/lib/billing/create-subscription";
import { billingRoute } from "@/lib/billing/billing-route";

// POST /api/create-subscription - start (or resume) the Pro subscription: {clientSecret} for the Payment Element
export const POST = billingRoute(async (_request, { user }) => Response.json(await createSubscription(user.id)));
