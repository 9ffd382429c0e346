import { route } from "@/lib/http/route";
import { getPublicUser } from "@/lib/auth/get-public-user";

// GET /api/user - the signed-in user (never the password hash); 401 when signed out
export const GET = route({ requires: "user" }, async (_request, { user }) => Response.json(await getPublicUser(user.id)));
