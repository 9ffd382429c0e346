import { readAdminStats } from "@/lib/admin/admin-stats";
import { route } from "@/lib/http/route";

// GET /api/admin/stats - the Overview figures (docs/admin.md defines each)
export const GET = route({ requires: "admin" }, async () => Response.json(await readAdminStats()));
