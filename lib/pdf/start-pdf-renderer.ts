import "server-only";
import type { PdfJob } from "./pdf-job";
import { pdfWorkerCount } from "./worker/pdf-worker-count";
import { sharedPdfWorkerPool } from "./worker/shared-pdf-worker-pool";
import type { WorkerPool } from "./worker/worker-pool";
import { warmUpInvoice } from "./warm-up-invoices";

/** A start never waits longer than this for the renderer (on an idle machine it takes 1–2 s; a busy one can take 10× that); what is not ready by then finishes meanwhile. */
const MAX_WAIT_MS = 60_000;

/**
 * Jobs per worker that this thread posts once the workers have warmed up on their own, as a
 * download posts them: the pool's dispatch, the copy of an invoice to the worker and of the PDF
 * back, and more of the worker's JIT (issue #30: after its 16 renders a worker's first real PDFs
 * still cost 1.3–1.5× its later ones, with V8 optimizing in background threads meanwhile).
 */
const POOL_WARM_UP_JOBS_PER_WORKER = 16;

/**
 * Readies the PDF renderer while the server starts (instrumentation.ts), so the first PDF after a
 * start or a deploy costs what the second does: the pool's workers start and each loads the fonts
 * and renders a few samples (warm-pdf-renderer.ts; with PDF_WORKERS=0 this thread does it), this
 * thread then renders a few more through the pool, and last the download's database reads run
 * once (warm-pdf-download.ts), so that the connection they warmed is still open when the server
 * starts to answer.
 *
 * In production only, or wherever PDF_WORKERS is set: under jest and in `next dev` nothing starts
 * (a dev server that never renders a PDF loads no react-pdf). A failure is logged, never fatal:
 * the first PDF then starts what is missing, as before, and shows the error.
 */
export async function startPdfRenderer(env: NodeJS.ProcessEnv = process.env): Promise<void> {
  if (env.NODE_ENV !== "production" && !env.PDF_WORKERS?.trim()) return;
  const started = performance.now();
  const workers = pdfWorkerCount(env);
  const ready = (async () => {
    try {
      if (workers === 0) {
        const { warmPdfRenderer } = await import("./warm-pdf-renderer");
        return await warmPdfRenderer();
      }
      const pool = await sharedPdfWorkerPool();
      await pool.warm();
      await warmThroughPool(pool, workers);
    } finally {
      // A database that is not reachable yet only leaves them cold.
      await import("./warm-pdf-download").then(({ warmPdfDownload }) => warmPdfDownload()).catch(() => undefined);
    }
  })();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<"timeout">((resolve) => (timer = setTimeout(resolve, MAX_WAIT_MS, "timeout")));
  try {
    const outcome = await Promise.race([ready, timeout]);
    const ms = (performance.now() - started).toFixed(0);
    if (outcome === "timeout") console.warn(`PDF renderer still warming after ${ms} ms; the server starts meanwhile`);
    else console.log(`PDF renderer ready in ${ms} ms (${workers || "no"} worker threads)`);
  } catch (error) {
    console.error("The PDF renderer could not be readied at start; the first PDF will try again:", error);
  } finally {
    clearTimeout(timer);
  }
}

/** Sample invoices rendered through the pool, Free and Pro in turn; the PDFs are dropped. */
async function warmThroughPool(pool: WorkerPool<PdfJob>, workers: number): Promise<void> {
  const jobs = Array.from({ length: workers * POOL_WARM_UP_JOBS_PER_WORKER }, (_, n) =>
    pool.run({ invoice: warmUpInvoice(n), options: { isPro: n % 2 === 1 } }),
  );
  await Promise.all(jobs);
}
