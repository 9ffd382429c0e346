import "server-only";
import { pdfWorkerCount } from "./worker/pdf-worker-count";
import { sharedPdfWorkerPool } from "./worker/shared-pdf-worker-pool";

/** A start never waits longer than this for the renderer (on an idle machine it takes 1–2 s; a busy one can take 10× that); what is not ready by then finishes meanwhile. */
const MAX_WAIT_MS = 60_000;

/**
 * Readies the PDF renderer while the server starts (instrumentation.ts), so the first PDF after a
 * start or a deploy costs what the second does: the pool's workers start and each loads the fonts
 * and renders a few samples (warm-pdf-renderer.ts; with PDF_WORKERS=0 this thread does it), and
 * the download's database reads run once (warm-pdf-download.ts).
 *
 * In production only, or wherever PDF_WORKERS is set: under jest and in `next dev` nothing starts
 * (a dev server that never renders a PDF loads no react-pdf). A failure is logged, never fatal:
 * the first PDF then starts what is missing, as before, and shows the error.
 */
export async function startPdfRenderer(env: NodeJS.ProcessEnv = process.env): Promise<void> {
  if (env.NODE_ENV !== "production" && !env.PDF_WORKERS?.trim()) return;
  const started = performance.now();
  const ready = (async () => {
    if (pdfWorkerCount(env) === 0) {
      const { warmPdfRenderer } = await import("./warm-pdf-renderer");
      return warmPdfRenderer();
    }
    return (await sharedPdfWorkerPool()).warm();
  })();
  // The download's database reads, meanwhile: a database that is not reachable yet only leaves them cold.
  const reads = import("./warm-pdf-download").then(({ warmPdfDownload }) => warmPdfDownload()).catch(() => undefined);
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<"timeout">((resolve) => (timer = setTimeout(resolve, MAX_WAIT_MS, "timeout")));
  try {
    const outcome = await Promise.race([Promise.all([ready, reads]), timeout]);
    const ms = (performance.now() - started).toFixed(0);
    if (outcome === "timeout") console.warn(`PDF renderer still warming after ${ms} ms; the server starts meanwhile`);
    else console.log(`PDF renderer ready in ${ms} ms (${pdfWorkerCount(env) || "no"} worker threads)`);
  } catch (error) {
    console.error("The PDF renderer could not be readied at start; the first PDF will try again:", error);
  } finally {
    clearTimeout(timer);
  }
}
