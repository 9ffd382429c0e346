import { adminUserChangeSchema, updateAdminUser } from "@/lib/admin/update-admin-user";
import { readJson } from "@/lib/http/read-json";
import { route } from "@/lib/http/route";

// PATCH /api/admin/users/{id} - {isPro} grants or revokes staff Pro; {isActive} activates or deactivates (ending every session)
export const PATCH = route({ requires: "admin", params: ["id"] }, async (request, { user, params }) => {
  const change = await readJson(request, adminUserChangeSchema);
  return Response.json(await updateAdminUser(user, params.id, change));
});
