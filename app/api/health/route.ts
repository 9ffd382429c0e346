import { DATABASE_RETRY_AFTER_SECONDS } from "@/lib/db/errors";
import { checkHealth } from "@/lib/health/check-health";

export const dynamic = "force-dynamic";

// GET /api/health - public: {"status":"ok","db":"ok"} after a real query, else 503 with the reason
export async function GET() {
  const health = await checkHealth();
  return Response.json(health, {
    status: health.status === "ok" ? 200 : 503,
    headers:
      health.status === "ok"
        ? { "Cache-Control": "no-store" }
        : { "Cache-Control": "no-store", "Retry-After": String(DATABASE_RETRY_AFTER_SECONDS) },
  });
}
