import "server-only";
import os from "node:os";

/**
 * How many PDF worker threads this process runs: PDF_WORKERS when it is a whole number (0 renders
 * on the request thread, no pool), otherwise one per core in production.
 *
 * Outside production the default is 0. Under jest (NODE_ENV=test) every test file has its own
 * module registry, so each would start a pool of its own, and the tests run no build. In `next dev`
 * an edited template shows at the next download instead of waiting for the workers' next start.
 * `PDF_WORKERS=2 npm run dev` runs the pool in development too.
 */
export function pdfWorkerCount(env: NodeJS.ProcessEnv = process.env): number {
  const configured = Number(env.PDF_WORKERS?.trim() || Number.NaN);
  if (Number.isInteger(configured) && configured >= 0) return configured;
  return env.NODE_ENV === "production" ? os.availableParallelism() : 0;
}
