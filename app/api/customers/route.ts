import { pageResponse, readPageRequest } from "@/lib/http/paging";
import { readJson } from "@/lib/http/read-json";
import { route } from "@/lib/http/route";
import { createCustomer, listCustomers } from "@/lib/customers/customers";
import { customerSchema } from "@/lib/customers/schemas";

// GET /api/customers?limit=&cursor=&q= - one page of the user's customers, newest first; the next
// page's address is in `Link: <…>; rel="next"`
export const GET = route({ requires: "user" }, async (request, { user }) => {
  const url = new URL(request.url);
  const page = readPageRequest(url);
  return pageResponse(url, page, await listCustomers(user.id, page), (customer) => customer);
});

// POST /api/customers - create a customer
export const POST = route({ requires: "user" }, async (request, { user }) => {
  const data = await readJson(request, customerSchema);
  return Response.json(await createCustomer(user.id, data), { status: 201 });
});
