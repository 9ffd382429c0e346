import { route } from "@/lib/http/route";
import { deletePayment } from "@/lib/invoices/payments";

// DELETE /api/invoices/{id}/payments/{paymentId} - the invoice with its balance and status restored
export const DELETE = route({ requires: "user", params: ["id", "paymentId"] }, async (_request, { user, params }) =>
  Response.json(await deletePayment(user.id, params.id, params.paymentId)),
);
