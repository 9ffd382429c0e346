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

/**
 * The heap a PDF worker may hold, in MB (PDF_WORKER_HEAP_MB, default 192). A worker holds ≈ 60 MB
 * that lives (react-pdf, the fonts, the shaping cache) and a render's garbage: past the limit after
 * a job, it is replaced between jobs. V8 also gets it as the worker's old-generation size, so it
 * collects before growing past it instead of growing toward its default of several GB (the
 * server's RSS doubled over a few thousand PDFs; issue #30, docs/benchmarks.md); a worker that
 * still grows past twice the limit mid-job dies with that job and is replaced.
 */
export function pdfWorkerHeapLimitMb(env: NodeJS.ProcessEnv = process.env): number {
  const configured = Number(env.PDF_WORKER_HEAP_MB?.trim() || Number.NaN);
  return Number.isInteger(configured) && configured >= 64 ? configured : 192;
}
