import "server-only";
import { randomUUID } from "node:crypto";
import { db } from "@/lib/db";

/**
 * Notes an unexpected server error (a 500) as an `error` event of the admin live feed and answers
 * the request id that the 500 body carries, so a user's report can be matched to the event and the
 * server log. Never throws and never delays the answer: the write runs on its own, and a failure
 * to write (the database may be the thing that broke) only reaches the log.
 */
export function recordServerError(error: unknown): string {
  const requestId = randomUUID();
  const what = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  console.error(`Request ${requestId} failed.`);
  void db.activityEvent
    .create({ data: { type: "error", description: `Server error (request ${requestId}): ${what}`.slice(0, 500) } })
    .catch((writeError: unknown) => console.error(`Could not record the error event of request ${requestId}:`, writeError));
  return requestId;
}
