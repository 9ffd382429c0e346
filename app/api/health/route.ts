import { checkHealth } from "@/lib/health/check-health";

export const dynamic = "force-dynamic";

// GET /api/health - public: {"status":"ok","db":"ok"} after a real query, else 503 with the reason
export async function GET() {
  const health = await checkHealth();
  return Response.json(health, {
    status: health.status === "ok" ? 200 : 503,
    headers: { "Cache-Control": "no-store" },
  });
}
