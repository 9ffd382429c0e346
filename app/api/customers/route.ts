import { readJson } from "@/lib/api/read-json";
import { userRoute } from "@/lib/api/route";
import { createCustomer, listCustomers } from "@/lib/customers/customers";
import { customerSchema } from "@/lib/customers/schemas";

// GET /api/customers - the signed-in user's customers, newest first
export const GET = userRoute(async (_request, { user }) => Response.json(await listCustomers(user.id)));

// POST /api/customers - create a customer
export const POST = userRoute(async (request, { user }) => {
  const data = await readJson(request, customerSchema);
  return Response.json(await createCustomer(user.id, data), { status: 201 });
});
