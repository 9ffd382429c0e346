import { listBugReports } from "@/lib/admin/bug-reports";
import { adminRoute } from "@/lib/api/route";

// GET /api/admin/bug-reports - bug reports, newest first
export const GET = adminRoute(async () => Response.json(await listBugReports()));
