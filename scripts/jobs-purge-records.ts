// npm run jobs:purge-records — deletes closed accounts' records once RECORDS_RETENTION_YEARS have
// passed after the end of their year (issue #25, docs/records.md) and prints {"invoices":n,"accounts":n}.
// For self-hosting: run it from the system's cron once a day (README). It is the same run as
// POST /api/cron/purge-records and as safe to repeat or overlap: each account is claimed in the
// database (FOR UPDATE SKIP LOCKED) before anything of it is deleted.
import "./load-env";
import { runPurgeRecords } from "../lib/records/purge-records";

async function main() {
  console.log(JSON.stringify(await runPurgeRecords()));
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
