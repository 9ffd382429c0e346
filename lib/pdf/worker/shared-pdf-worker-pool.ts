import "server-only";
import type { PdfJob } from "../pdf-job";
import { pdfWorkerCount, pdfWorkerHeapLimitMb } from "./pdf-worker-count";
import { pdfWorkerScript } from "./pdf-worker-script";
import { createWorkerPool, type WorkerPool } from "./worker-pool";

const POOL = Symbol.for("invoiceflow.pdfWorkerPool");
type Holder = { [POOL]?: Promise<WorkerPool<PdfJob>> };

/**
 * The process's one pool of PDF workers, started with the server (start-pdf-renderer.ts) or by the
 * first PDF. Kept on globalThis, not in this
 * module: Next can load a module once per route bundle (download, mail, Factur-X, demo), and one
 * process must run one pool sized to the cores, not one per route. A failed start (no worker file)
 * is not kept: the next PDF tries again.
 */
export function sharedPdfWorkerPool(): Promise<WorkerPool<PdfJob>> {
  const holder = globalThis as Holder;
  holder[POOL] ??= pdfWorkerScript()
    .then((script) => {
      const heapLimitMb = pdfWorkerHeapLimitMb();
      return createWorkerPool<PdfJob>({
        script,
        size: pdfWorkerCount(),
        heapLimitMb,
        resourceLimits: { maxOldGenerationSizeMb: 2 * heapLimitMb },
      });
    })
    .catch((error: unknown) => {
      holder[POOL] = undefined;
      throw error;
    });
  return holder[POOL];
}
