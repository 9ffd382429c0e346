import "server-only";
import { randomUUID } from "node:crypto";
import { db } from "@/lib/db";

/**
 * At most this many error events per minute per instance reach the feed: a request that fails
 * every time, sent 200 times, used to write 200 events and fill the admin's live feed (issue #26
 * finding 3). The rest go to the log only, and the next recorded event says how many were left out.
 */
export const ERROR_EVENTS_PER_MINUTE = 10;
const WINDOW_MS = 60_000;
let windowStartedAt = 0;
let recordedInWindow = 0;
let leftOut = 0;

/**
 * Notes an unexpected server error (a 500) as an `error` event of the admin live feed (within
 * ERROR_EVENTS_PER_MINUTE) and answers the request id that the 500 body carries, so a user's report
 * can be matched to the event and the server log. Never throws and never delays the answer: the
 * write runs on its own, and a failure to write (the database may be the thing that broke) only
 * reaches the log.
 */
export function recordServerError(error: unknown): string {
  const requestId = randomUUID();
  const what = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  console.error(`Request ${requestId} failed.`);
  const now = Date.now();
  if (now - windowStartedAt >= WINDOW_MS) {
    windowStartedAt = now;
    recordedInWindow = 0;
  }
  if (recordedInWindow >= ERROR_EVENTS_PER_MINUTE) {
    leftOut += 1;
    return requestId;
  }
  recordedInWindow += 1;
  const more = leftOut > 0 ? ` (${leftOut} earlier errors were only logged)` : "";
  leftOut = 0;
  const write = db.activityEvent
    .create({ data: { type: "error", description: `Server error (request ${requestId}): ${what}`.slice(0, 480) + more } })
    .then(
      () => undefined,
      (writeError: unknown) => console.error(`Could not record the error event of request ${requestId}:`, writeError),
    );
  pendingWrites.add(write);
  void write.finally(() => pendingWrites.delete(write));
  return requestId;
}

const pendingWrites = new Set<Promise<void>>();

/** Resolves when every error event started so far is written (or failed to be): for tests and shutdown. */
export async function errorEventsWritten(): Promise<void> {
  await Promise.all([...pendingWrites]);
}
