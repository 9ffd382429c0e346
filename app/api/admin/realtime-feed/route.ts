import { readRealtimeFeed } from "@/lib/admin/realtime-feed";
import { adminRoute } from "@/lib/api/route";

// GET /api/admin/realtime-feed - the latest 50 events: signups, invoices, upgrades, server errors, admin actions
export const GET = adminRoute(async () => Response.json(await readRealtimeFeed()));
