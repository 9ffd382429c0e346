// The PDF worker thread: renders the jobs lib/pdf/worker/worker-pool.ts posts to it, one at a time.
// Not imported by the app: scripts/build-pdf-worker.mjs bundles it into one JavaScript file, which
// the pool starts (see pdf-worker-script.ts for where that file lives).
import { parentPort } from "node:worker_threads";
import { preparePdfFonts } from "../fonts";
import type { PdfJob } from "../pdf-job";
import { renderInvoicePdfInThread } from "../render-invoice-pdf-in-thread";
import type { WorkerReply, WorkerRequest } from "./worker-pool";

const port = parentPort;
if (!port) throw new Error("pdf-worker runs as a worker thread started by the PDF worker pool");

// The fonts load (≈ 100–300 ms) while the first job is on its way; a failure surfaces in that job.
preparePdfFonts().catch(() => undefined);

port.on("message", async ({ id, job }: WorkerRequest<PdfJob>) => {
  try {
    const bytes = ownArrayBuffer(await renderInvoicePdfInThread(job.invoice, job.options));
    // Transferred, not copied: the main thread takes the memory over as it is.
    port.postMessage({ id, bytes } satisfies WorkerReply, [bytes]);
  } catch (error) {
    const { message, stack } = error instanceof Error ? error : new Error(String(error));
    port.postMessage({ id, error: { message, stack } } satisfies WorkerReply);
  }
});

/** The PDF's bytes in an ArrayBuffer of their own: a Buffer may be a view into a shared pool. */
function ownArrayBuffer(pdf: Buffer): ArrayBuffer {
  if (pdf.byteOffset === 0 && pdf.byteLength === pdf.buffer.byteLength && pdf.buffer instanceof ArrayBuffer) return pdf.buffer;
  return pdf.buffer.slice(pdf.byteOffset, pdf.byteOffset + pdf.byteLength) as ArrayBuffer;
}
