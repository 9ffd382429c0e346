import { adminUsersQuerySchema, countAdminUsers, listAdminUsers } from "@/lib/admin/admin-users";
import { route } from "@/lib/http/route";

// GET /api/admin/users?plan=all|free|pro&search=… - newest users first with their invoice counts; X-Total-Count says how many match
export const GET = route({ requires: "admin", schemas: { query: adminUsersQuerySchema } }, async (_request, { query }) => {
  const [users, total] = await Promise.all([listAdminUsers(query), countAdminUsers(query)]);
  return Response.json(users, { headers: { "X-Total-Count": String(total) } });
});
