import { route } from "@/lib/http/route";
import { replacePublicLink } from "@/lib/invoices/public-link";

// POST /api/invoices/{id}/public-link - a new public token; the old link answers 404 from now on
export const POST = route({ requires: "user", params: ["id"] }, async (_request, { user, params }) =>
  Response.json(await replacePublicLink(user.id, params.id)),
);
