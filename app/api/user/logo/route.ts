import { route } from "@/lib/http/route";
import { removeLogo } from "@/lib/profile/remove-logo";

// DELETE /api/user/logo - remove the company logo (any plan)
export const DELETE = route({ requires: "user" }, async (_request, { user }) => Response.json(await removeLogo(user.id)));
