import { recordRefund } from "@/lib/credit-notes/record-refund";
import { route } from "@/lib/http/route";
import { paymentSchema } from "@/lib/invoices/payment-schema";

// POST /api/invoices/{id}/refunds - {amount, date, method, note}: money sent back to the customer
// → 201 with the invoice as it now stands; above the refund due → 400, nothing to refund → 409
export const POST = route(
  { requires: "user", params: ["id"], schemas: { body: paymentSchema } },
  async (_request, { user, params, body }) => Response.json(await recordRefund(user.id, params.id, body), { status: 201 }),
);
