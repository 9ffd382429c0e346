import { ANALYTICS_PERIODS, readAdminAnalytics } from "@/lib/admin/admin-analytics";
import { AppError } from "@/lib/errors";
import { route } from "@/lib/http/route";

// GET /api/admin/analytics?period=week|month|year - the four chart series, continuous (0 where nothing happened)
export const GET = route({ requires: "admin" }, async (request) => {
  const period = new URL(request.url).searchParams.get("period") ?? "month";
  const known = ANALYTICS_PERIODS.find((candidate) => candidate === period);
  if (!known) throw new AppError("validation", "period must be week, month or year");
  return Response.json(await readAdminAnalytics(known));
});
