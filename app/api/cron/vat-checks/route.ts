import { assertCronSecret } from "@/lib/http/cron-secret";
import { route } from "@/lib/http/route";
import { runVatChecks } from "@/lib/vies/run-vat-checks";

export const dynamic = "force-dynamic";

/** Behind `Authorization: Bearer $CRON_SECRET`, as every scheduled job (app/api/cron/reminders). */
const runScheduledVatChecks = route({ requires: "nobody", allowAnyContentType: true }, async (request) => {
  assertCronSecret(request);
  return Response.json(await runVatChecks());
});

// POST /api/cron/vat-checks - ask VIES again about the checks it could not answer; answers {checked, valid, invalid, unavailable, configured}
export const POST = runScheduledVatChecks;

// GET /api/cron/vat-checks - the same, for Vercel Cron, which calls with GET and the same bearer header
export const GET = runScheduledVatChecks;
