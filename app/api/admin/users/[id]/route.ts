import { adminUserChangeSchema, updateAdminUser } from "@/lib/admin/update-admin-user";
import { readJson } from "@/lib/api/read-json";
import { adminRoute } from "@/lib/api/route";

// PATCH /api/admin/users/{id} - {isPro} grants or revokes staff Pro; {isActive} activates or deactivates (ending every session)
export const PATCH = adminRoute(async (request, { user, params }) => {
  const change = await readJson(request, adminUserChangeSchema);
  return Response.json(await updateAdminUser(user, params.id as string, change));
});
