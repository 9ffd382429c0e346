import { readJson } from "@/lib/http/read-json";
import { route } from "@/lib/http/route";
import { settingsSchema } from "@/lib/profile/schemas";
import { updateSettings } from "@/lib/profile/update-settings";

// PUT /api/user/settings - save the profile and invoice preferences, or change the business name ({company}); answers the updated user
export const PUT = route({ requires: "user" }, async (request, { user }) => {
  const input = await readJson(request, settingsSchema);
  return Response.json(await updateSettings(user.id, input));
});
