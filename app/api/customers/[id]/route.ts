import { deleteCustomer, getCustomer, updateCustomer } from "@/lib/customers/customers";
import { customerSchema } from "@/lib/customers/schemas";
import { route } from "@/lib/http/route";

// GET /api/customers/{id} - one of the user's customers; someone else's → 404
export const GET = route({ requires: "user", params: ["id"] }, async (_request, { user, params }) =>
  Response.json(await getCustomer(user.id, params.id)),
);

// PUT /api/customers/{id} - replace a customer's fields
export const PUT = route(
  { requires: "user", params: ["id"], schemas: { body: customerSchema } },
  async (_request, { user, params, body }) => Response.json(await updateCustomer(user.id, params.id, body)),
);

// DELETE /api/customers/{id} - delete a customer; its invoices keep their copy of its details
export const DELETE = route({ requires: "user", params: ["id"] }, async (_request, { user, params }) => {
  await deleteCustomer(user.id, params.id);
  return Response.json({ message: "Customer deleted successfully" });
});
