// npm run jobs:vat-checks — asks VIES again about the VAT numbers it could not check (a member
// state's service down, a timeout; issue #29) and prints {"checked":n,...}. For self-hosting: run
// it from the system's cron every hour (README, docs/tax.md). The same run as
// POST /api/cron/vat-checks, as safe to repeat or overlap: each check is claimed before it is asked.
import "./load-env";
import { runJob } from "./run-job";
import { runVatChecks } from "../lib/vies/run-vat-checks";

runJob(runVatChecks);
