import { route } from "@/lib/http/route";
import { getCompanyNamePolicy } from "@/lib/profile/change-company-name";

// GET /api/user/company-name-policy - may the business name change now, free changes left, and the wait if not
export const GET = route({ requires: "user" }, async (_request, { user }) => Response.json(await getCompanyNamePolicy(user.id)));
