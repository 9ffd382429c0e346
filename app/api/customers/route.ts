import { createCustomer, listCustomers } from "@/lib/customers/customers";
import { customerSchema } from "@/lib/customers/schemas";
import { pageQuerySchema, pageResponse } from "@/lib/http/paging";
import { route } from "@/lib/http/route";

// GET /api/customers?limit=&cursor=&q= - one page of the user's customers, newest first; the next
// page's address is in `Link: <…>; rel="next"`
export const GET = route({ requires: "user", schemas: { query: pageQuerySchema } }, async (request, { user, query: page }) =>
  pageResponse(new URL(request.url), page, await listCustomers(user.id, page), (customer) => customer),
);

// POST /api/customers - create a customer
export const POST = route({ requires: "user", schemas: { body: customerSchema } }, async (_request, { user, body }) =>
  Response.json(await createCustomer(user.id, body), { status: 201 }),
);
