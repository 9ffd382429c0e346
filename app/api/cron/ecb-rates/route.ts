import { cronJobRoute } from "@/lib/http/cron-route";
import { runEcbRates } from "@/lib/exchange-rates/run-ecb-rates";

export const dynamic = "force-dynamic";

const runScheduledEcbRates = cronJobRoute(() => runEcbRates());

// POST /api/cron/ecb-rates - store the ECB's new reference rates from ECB_RATES_URL; answers {fetched, stored, latestDate}
export const POST = runScheduledEcbRates;

// GET /api/cron/ecb-rates - the same, for Vercel Cron, which calls with GET and the same bearer header
export const GET = runScheduledEcbRates;
