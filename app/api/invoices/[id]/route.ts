import { route } from "@/lib/http/route";
import { deleteInvoice } from "@/lib/invoices/delete-invoice";
import { getInvoice } from "@/lib/invoices/read-invoices";

// GET /api/invoices/{id} - one of the user's invoices; someone else's → 404
export const GET = route({ requires: "user", params: ["id"] }, async (_request, { user, params }) =>
  Response.json(await getInvoice(user.id, params.id)),
);

// DELETE /api/invoices/{id} - Pro only (Free → 403); someone else's → 404
export const DELETE = route({ requires: "user", params: ["id"] }, async (_request, { user, params }) => {
  await deleteInvoice(user, params.id);
  return Response.json({ message: "Invoice deleted successfully" });
});
