// npm run jobs:reminders — sends the payment reminders due today (issue #16) and prints {"sent":n}.
// For self-hosting: run it from the system's cron once a day (README, docs/getting-paid.md). It is
// the same run as POST /api/cron/reminders and as safe to repeat or overlap: each reminder is
// claimed in the database before it is sent.
import "./load-env";
import { runReminders } from "../lib/reminders/run-reminders";
import { loadReactPdf } from "./load-react-pdf";

async function main() {
  await loadReactPdf();
  console.log(JSON.stringify(await runReminders()));
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
