import { route } from "@/lib/http/route";
import { recheckCustomerVatNumber } from "@/lib/customers/customers";

// POST /api/customers/{id}/vat-check - ask VIES again about the customer's VAT number; answers the customer with its new vatCheck
export const POST = route({ requires: "user", params: ["id"] }, async (_request, { user, params }) => {
  const customer = await recheckCustomerVatNumber(user.id, params.id);
  return Response.json({ ...customer.vatCheck, customer });
});
