// npm run jobs:reminders — sends the payment reminders due today (issue #16) and prints {"sent":n,"failed":m};
// exit code 1 when every mail failed.
// For self-hosting: run it from the system's cron once a day (README, docs/getting-paid.md). It is
// the same run as POST /api/cron/reminders and as safe to repeat or overlap: each reminder is
// claimed in the database before it is sent.
import "./load-env";
import { runReminders } from "../lib/reminders/run-reminders";
import { loadReactPdf } from "./load-react-pdf";

async function main() {
  await loadReactPdf();
  const outcome = await runReminders();
  console.log(JSON.stringify(outcome));
  if (outcome.failed > 0 && outcome.sent === 0) process.exitCode = 1;
}

main().then(
  () => process.exit(process.exitCode ?? 0),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
