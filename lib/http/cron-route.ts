import "server-only";
import { assertCronSecret } from "./cron-secret";
import { route } from "./route";

/**
 * A scheduled job's route handler (POST for any scheduler, GET for Vercel Cron): no session, the
 * caller proves itself with `Authorization: Bearer $CRON_SECRET` (401 without, 503 while unset), the
 * body is ignored whatever its type, and the answer is the run's JSON summary.
 */
export function cronJobRoute(run: () => Promise<unknown>) {
  return route({ requires: "nobody", allowAnyContentType: true }, async (request) => {
    assertCronSecret(request);
    return Response.json(await run());
  });
}
