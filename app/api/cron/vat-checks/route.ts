import { cronJobRoute } from "@/lib/http/cron-route";
import { runVatChecks } from "@/lib/vies/run-vat-checks";

export const dynamic = "force-dynamic";

const runScheduledVatChecks = cronJobRoute(() => runVatChecks());

// POST /api/cron/vat-checks - ask VIES again about the checks it could not answer; answers {checked, valid, invalid, unavailable, configured}
export const POST = runScheduledVatChecks;

// GET /api/cron/vat-checks - the same, for Vercel Cron, which calls with GET and the same bearer header
export const GET = runScheduledVatChecks;
