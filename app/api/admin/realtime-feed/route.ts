import { readRealtimeFeed } from "@/lib/admin/realtime-feed";
import { route } from "@/lib/http/route";

// GET /api/admin/realtime-feed - the latest 50 events: signups, invoices, upgrades, server errors, admin actions
export const GET = route({ requires: "admin" }, async () => Response.json(await readRealtimeFeed()));
