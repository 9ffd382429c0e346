import { route } from "@/lib/http/route";
import { deleteQuote, updateQuote } from "@/lib/quotes/change-quote";
import { getQuote } from "@/lib/quotes/read-quotes";
import { quoteSchema } from "@/lib/quotes/schemas";
import { getTaxLabel } from "@/lib/tax";

// GET /api/quotes/{id} - one of the user's quotes with the request it was written from; someone else's → 404
export const GET = route({ requires: "user", params: ["id"] }, async (_request, { user, params }) =>
  Response.json(await getQuote(user.id, params.id)),
);

// PUT /api/quotes/{id} - replace the quote with a new version (the POST body); accepted or invoiced → 409
export const PUT = route(
  { requires: "user", params: ["id"], schemas: { body: (user) => quoteSchema(getTaxLabel(user.country)) } },
  async (_request, { user, params, body }) => Response.json(await updateQuote(user, params.id, body)),
);

// DELETE /api/quotes/{id} - delete a quote not yet accepted; accepted or invoiced → 409
export const DELETE = route({ requires: "user", params: ["id"] }, async (_request, { user, params }) => {
  await deleteQuote(user.id, params.id);
  return Response.json({ message: "Quote deleted successfully" });
});
