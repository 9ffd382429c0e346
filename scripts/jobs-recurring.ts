// npm run jobs:recurring — makes the recurring invoices due today, and those missed on days without
// a run (issue #28), and prints {"schedules":n,"made":n,…}. For self-hosting: run it from the system's
// cron once a day (README, docs/recurring-and-quotes.md). The same run as POST /api/cron/recurring,
// and as safe to repeat or overlap: each period's invoice carries an idempotency key.
import "./load-env";
import { runRecurring } from "../lib/recurring/run-recurring";
import { loadReactPdf } from "./load-react-pdf";

async function main() {
  // autoSend attaches the invoice's PDF.
  await loadReactPdf();
  console.log(JSON.stringify(await runRecurring()));
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
