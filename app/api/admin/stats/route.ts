import { readAdminStats } from "@/lib/admin/admin-stats";
import { adminRoute } from "@/lib/api/route";

// GET /api/admin/stats - the Overview figures (docs/admin.md defines each)
export const GET = adminRoute(async () => Response.json(await readAdminStats()));
