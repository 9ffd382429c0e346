import { route } from "@/lib/http/route";
import { billingStatus } from "@/lib/billing/billing-status";

// GET /api/subscription - whether payments are configured, and the user's subscription for /settings
export const GET = route({ requires: "user" }, async (_request, { user }) => {
  return Response.json(await billingStatus(user.id), { headers: { "Cache-Control": "no-store" } });
});
