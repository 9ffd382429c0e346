import { route } from "@/lib/http/route";
import { paymentSchema } from "@/lib/invoices/payment-schema";
import { recordPayment } from "@/lib/invoices/payments";

// POST /api/invoices/{id}/payments - {amount, date, method, note} → 201 with the invoice as it now
// stands; an amount not above 0 or above the balance → 400, a void invoice → 409, nothing written
export const POST = route(
  { requires: "user", params: ["id"], schemas: { body: paymentSchema } },
  async (_request, { user, params, body }) => Response.json(await recordPayment(user.id, params.id, body), { status: 201 }),
);
