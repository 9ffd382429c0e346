import { assertCronSecret } from "@/lib/http/cron-secret";
import { route } from "@/lib/http/route";
import { runReminders } from "@/lib/reminders/run-reminders";

export const dynamic = "force-dynamic";

/**
 * No session: the scheduler proves itself with `Authorization: Bearer $CRON_SECRET` (401 without,
 * 503 while CRON_SECRET is unset). The body is ignored, whatever its type. A server-to-server call
 * sends no Origin, which the CSRF check lets through.
 */
const runScheduledReminders = route({ requires: "nobody", allowAnyContentType: true }, async (request) => {
  assertCronSecret(request);
  const outcome = await runReminders();
  // Every mail failed (the mail server is down): 503, so the scheduler's run shows as failed and is retried.
  const allFailed = outcome.failed > 0 && outcome.sent === 0;
  return Response.json(outcome, allFailed ? { status: 503, headers: { "Retry-After": "300" } } : undefined);
});

// POST /api/cron/reminders - send the payment reminders due today (system cron, any scheduler); answers {sent, failed}, 503 when every mail failed
export const POST = runScheduledReminders;

// GET /api/cron/reminders - the same, for Vercel Cron, which calls with GET and the same bearer header
export const GET = runScheduledReminders;
