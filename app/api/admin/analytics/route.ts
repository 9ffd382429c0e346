import { analyticsQuerySchema, readAdminAnalytics } from "@/lib/admin/admin-analytics";
import { route } from "@/lib/http/route";

// GET /api/admin/analytics?period=week|month|year - the four chart series, continuous (0 where nothing happened)
export const GET = route({ requires: "admin", schemas: { query: analyticsQuerySchema } }, async (_request, { query }) =>
  Response.json(await readAdminAnalytics(query.period)),
);
