import { evaluateAlerts } from "@/lib/admin/evaluate-alerts";
import { route } from "@/lib/http/route";

// GET /api/admin/alerts - the Settings tab's three alerts, each triggered or quiet on today's figures
export const GET = route({ requires: "admin" }, async () => Response.json(await evaluateAlerts()));
