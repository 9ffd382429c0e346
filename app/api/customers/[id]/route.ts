import { readJson } from "@/lib/http/read-json";
import { route } from "@/lib/http/route";
import { deleteCustomer, getCustomer, updateCustomer } from "@/lib/customers/customers";
import { customerSchema } from "@/lib/customers/schemas";

// GET /api/customers/{id} - one of the user's customers; someone else's → 404
export const GET = route({ requires: "user", params: ["id"] }, async (_request, { user, params }) =>
  Response.json(await getCustomer(user.id, params.id)),
);

// PUT /api/customers/{id} - replace a customer's fields
export const PUT = route({ requires: "user", params: ["id"] }, async (request, { user, params }) => {
  const data = await readJson(request, customerSchema);
  return Response.json(await updateCustomer(user.id, params.id, data));
});

// DELETE /api/customers/{id} - delete a customer; its invoices keep their copy of its details
export const DELETE = route({ requires: "user", params: ["id"] }, async (_request, { user, params }) => {
  await deleteCustomer(user.id, params.id);
  return Response.json({ message: "Customer deleted successfully" });
});
