import { twoFactorStatus } from "@/lib/auth/two-factor/manage-two-factor";
import { route } from "@/lib/http/route";

// GET /api/user/2fa - whether two-factor sign-in is on, and how many recovery codes are left
export const GET = route({ requires: "user" }, async (_request, { user }) => Response.json(await twoFactorStatus(user.id)));
