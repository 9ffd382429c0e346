import { route } from "@/lib/http/route";
import { voidInvoice } from "@/lib/invoices/void-invoice";

// POST /api/invoices/{id}/void - the invoice, void: it keeps its number and takes no more payments
export const POST = route({ requires: "user", params: ["id"] }, async (_request, { user, params }) =>
  Response.json(await voidInvoice(user.id, params.id)),
);
