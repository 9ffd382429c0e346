import { route } from "@/lib/http/route";
import { settingsSchema } from "@/lib/profile/schemas";
import { updateSettings } from "@/lib/profile/update-settings";

// PUT /api/user/settings - save the profile and invoice preferences, or change the business name ({company}); answers the updated user
export const PUT = route({ requires: "user", schemas: { body: settingsSchema } }, async (_request, { user, body }) =>
  Response.json(await updateSettings(user.id, body)),
);
