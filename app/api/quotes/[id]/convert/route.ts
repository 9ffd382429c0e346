import { route } from "@/lib/http/route";
import { convertQuote } from "@/lib/quotes/convert-quote";

// POST /api/quotes/{id}/convert - an invoice from the quote through the normal create path (quota, numbering); 201, or 200 with the same invoice when already converted
export const POST = route({ requires: "user", params: ["id"] }, async (_request, { user, params }) => {
  const { invoice, created } = await convertQuote(user, params.id);
  return Response.json(invoice, { status: created ? 201 : 200 });
});
