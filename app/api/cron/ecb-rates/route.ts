import { assertCronSecret } from "@/lib/http/cron-secret";
import { route } from "@/lib/http/route";
import { runEcbRates } from "@/lib/exchange-rates/run-ecb-rates";

export const dynamic = "force-dynamic";

/** Behind `Authorization: Bearer $CRON_SECRET`, as every scheduled job (app/api/cron/reminders). */
const runScheduledEcbRates = route({ requires: "nobody", allowAnyContentType: true }, async (request) => {
  assertCronSecret(request);
  return Response.json(await runEcbRates());
});

// POST /api/cron/ecb-rates - store the ECB's new reference rates from ECB_RATES_URL; answers {fetched, stored, latestDate}
export const POST = runScheduledEcbRates;

// GET /api/cron/ecb-rates - the same, for Vercel Cron, which calls with GET and the same bearer header
export const GET = runScheduledEcbRates;
