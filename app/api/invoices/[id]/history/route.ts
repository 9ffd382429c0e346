import { getInvoiceHistory } from "@/lib/history/read-history";
import { route } from "@/lib/http/route";

// GET /api/invoices/{id}/history - the invoice's history entries [{at, type, actor, detail, hash}], oldest first; someone else's is 404
export const GET = route({ requires: "user", params: ["id"] }, async (_request, { user, params }) =>
  Response.json(await getInvoiceHistory(user.id, params.id)),
);
