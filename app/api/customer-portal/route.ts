import { billingRoute } from "@/lib/billing/billing-route";
import { openCustomerPortal } from "@/lib/billing/open-customer-portal";
import { appBaseUrl } from "@/lib/email/config";

// POST /api/customer-portal - {url} of a Stripe billing-portal session that returns to /settings
export const POST = billingRoute(async (request, { user }) => {
  return Response.json(await openCustomerPortal(user.id, appBaseUrl(new URL(request.url).origin)));
});
