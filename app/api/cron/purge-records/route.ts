import { assertCronSecret } from "@/lib/http/cron-secret";
import { route } from "@/lib/http/route";
import { runPurgeRecords } from "@/lib/records/purge-records";

export const dynamic = "force-dynamic";

/**
 * No session: the scheduler proves itself with `Authorization: Bearer $CRON_SECRET` (401 without,
 * 503 while CRON_SECRET is unset), as the reminders do. The body is ignored.
 */
const runScheduledPurge = route({ requires: "nobody", allowAnyContentType: true }, async (request) => {
  assertCronSecret(request);
  return Response.json(await runPurgeRecords());
});

// POST /api/cron/purge-records - delete closed accounts' records past RECORDS_RETENTION_YEARS (docs/records.md); answers {invoices: n, accounts: n}
export const POST = runScheduledPurge;

// GET /api/cron/purge-records - the same, for Vercel Cron, which calls with GET and the same bearer header
export const GET = runScheduledPurge;
