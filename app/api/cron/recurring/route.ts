import { assertCronSecret } from "@/lib/http/cron-secret";
import { route } from "@/lib/http/route";
import { runRecurring } from "@/lib/recurring/run-recurring";

export const dynamic = "force-dynamic";

/** As the reminders: no session, `Authorization: Bearer $CRON_SECRET` (401 without, 503 while unset). */
const runScheduledRecurring = route({ requires: "nobody", allowAnyContentType: true }, async (request) => {
  assertCronSecret(request);
  return Response.json(await runRecurring());
});

// POST /api/cron/recurring - make the recurring invoices due today (and any missed); answers {schedules, made, sent, paused, failed}
export const POST = runScheduledRecurring;

// GET /api/cron/recurring - the same, for Vercel Cron, which calls with GET and the same bearer header
export const GET = runScheduledRecurring;
