// npm run jobs:ecb-rates — stores the ECB's new euro reference rates from ECB_RATES_URL (issue #29)
// and prints {"fetched":n,"stored":n,"latestDate":"YYYY-MM-DD"}. For self-hosting: run it from the
// system's cron once a day after 16:00 CET (README, docs/tax.md). The same run as
// POST /api/cron/ecb-rates, as safe to repeat or overlap: a stored rate is never written twice.
import "./load-env";
import { runJob } from "./run-job";
import { runEcbRates } from "../lib/exchange-rates/run-ecb-rates";

runJob(runEcbRates);
