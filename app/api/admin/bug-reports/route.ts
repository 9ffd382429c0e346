import { listBugReports } from "@/lib/admin/bug-reports";
import { route } from "@/lib/http/route";

// GET /api/admin/bug-reports - bug reports, newest first
export const GET = route({ requires: "admin" }, async () => Response.json(await listBugReports()));
