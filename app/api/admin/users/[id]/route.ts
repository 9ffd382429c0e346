import { adminUserChangeSchema, updateAdminUser } from "@/lib/admin/update-admin-user";
import { route } from "@/lib/http/route";

// PATCH /api/admin/users/{id} - {isPro} grants or revokes staff Pro; {isActive} activates or deactivates (ending every session)
export const PATCH = route(
  { requires: "admin", params: ["id"], schemas: { body: adminUserChangeSchema } },
  async (_request, { user, params, body }) => Response.json(await updateAdminUser(user, params.id, body)),
);
