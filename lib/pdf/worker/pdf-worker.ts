// The PDF worker thread: renders the jobs lib/pdf/worker/worker-pool.ts posts to it, one at a time.
// Not imported by the app: scripts/build-pdf-worker.mjs bundles it into one JavaScript file, which
// the pool starts (see pdf-worker-script.ts for where that file lives).
import v8 from "node:v8";
import { parentPort } from "node:worker_threads";
import PDFDocument from "pdfkit";
import { collectGarbage } from "../collect-garbage.mjs";
import type { PdfJob } from "../pdf-job";
import { renderInvoicePdfInThread } from "../render-invoice-pdf-in-thread";
import { warmPdfRenderer } from "../warm-pdf-renderer";
import { reuseEmbeddedFonts } from "./reuse-embedded-fonts";
import type { WorkerReply, WorkerRequest } from "./worker-pool";

const port = parentPort;
if (!port) throw new Error("pdf-worker runs as a worker thread started by the PDF worker pool");

// pdfkit is imported from node_modules as react-pdf imports it (external in the bundle): one module, one prototype.
reuseEmbeddedFonts(PDFDocument);

// Jobs run one at a time, in the order posted: the pool posts a busy worker its next job ahead
// (worker-pool.ts, `depth`), and two renders interleaved at their awaits would both finish late.
// Those that arrive before the warm-up is done wait here too.
const jobs: WorkerRequest<PdfJob>[] = [];
let running = true;

// Fonts and a few warm-up renders before the pool counts this worker ready, then a full collection
// of what the warm-up left: the first real PDFs crossed V8's limit for a major collection (60–90 ms
// of background-thread CPU per download on the first three, issue #30). A failure is not fatal
// here: it surfaces in the jobs.
void warmPdfRenderer()
  .catch(() => undefined)
  .then(collectGarbage)
  .then(() => {
    port.postMessage({ ready: true } satisfies WorkerReply);
    running = false;
    return runJobs();
  });

port.on("message", (request: WorkerRequest<PdfJob>) => {
  jobs.push(request);
  void runJobs();
});

async function runJobs(): Promise<void> {
  if (running) return;
  running = true;
  for (let request = jobs.shift(); request; request = jobs.shift()) await runJob(request);
  running = false;
}

async function runJob({ id, job }: WorkerRequest<PdfJob>): Promise<void> {
  try {
    const bytes = ownArrayBuffer(await renderInvoicePdfInThread(job.invoice, job.options));
    // Transferred, not copied: the main thread takes the memory over as it is.
    port!.postMessage({ id, bytes, heapUsed: heapUsed() } satisfies WorkerReply, [bytes]);
  } catch (error) {
    const { message, stack } = error instanceof Error ? error : new Error(String(error));
    port!.postMessage({ id, error: { message, stack }, heapUsed: heapUsed() } satisfies WorkerReply);
  }
}

/** This thread's V8 heap in use (not the process's): what the pool's heap limit is about. */
const heapUsed = () => v8.getHeapStatistics().used_heap_size;

/** The PDF's bytes in an ArrayBuffer of their own: a Buffer may be a view into a shared pool. */
function ownArrayBuffer(pdf: Buffer): ArrayBuffer {
  if (pdf.byteOffset === 0 && pdf.byteLength === pdf.buffer.byteLength && pdf.buffer instanceof ArrayBuffer) return pdf.buffer;
  return pdf.buffer.slice(pdf.byteOffset, pdf.byteOffset + pdf.byteLength) as ArrayBuffer;
}
