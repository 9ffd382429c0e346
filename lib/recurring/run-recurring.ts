import "server-only";
import { newId } from "@/lib/db/new-id";
import { utcToday } from "@/lib/invoices/invoice-status";
import { claimDueSchedules, releaseSchedule } from "./recurring-claims";
import { runSchedule } from "./run-schedule";

/** Schedules worked on at once per run: invoices are one statement each, PDFs only with autoSend. */
const CONCURRENCY = 4;
const BATCH = 50;

export type RecurringRun = { schedules: number; made: number; sent: number; paused: number; failed: number };

/**
 * The recurring-invoice job (issue #28): makes every invoice due on or before `now`'s UTC day, one
 * per schedule and period, each dated on its own period (after days without a run, one per missed
 * period). Runs from POST/GET /api/cron/recurring or `npm run jobs:recurring`. Safe to run any
 * number of times, also at once: schedules are claimed in the database (recurring-claims.ts) and
 * each period's invoice carries the idempotency key recurring:<schedule>:<period>.
 *
 * A schedule that fails unexpectedly (the database went away) keeps its claim until it runs out,
 * so this run does not pick it again, and the next run retries it; the others go on.
 */
export async function runRecurring(now: Date = new Date(), onlyId: string | null = null): Promise<RecurringRun> {
  const runId = newId();
  const today = utcToday(now);
  const run: RecurringRun = { schedules: 0, made: 0, sent: 0, paused: 0, failed: 0 };
  for (;;) {
    const ids = await claimDueSchedules(runId, today, now, BATCH, onlyId);
    if (ids.length === 0) break;
    let next = 0;
    const worker = async () => {
      while (next < ids.length) {
        const id = ids[next++] as string;
        run.schedules += 1;
        try {
          const outcome = await runSchedule(id, runId, now);
          run.made += outcome.made;
          run.sent += outcome.sent;
          if (outcome.paused) run.paused += 1;
          await releaseSchedule(id, runId);
        } catch (error) {
          run.failed += 1;
          console.error(`[recurring] schedule ${id} failed; the next run retries it`, error);
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(CONCURRENCY, ids.length) }, worker));
    if (onlyId) break;
  }
  return run;
}
