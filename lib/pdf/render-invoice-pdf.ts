import "server-only";
import type { InvoiceJson } from "@/lib/invoices/invoice-json";
import type { RenderInvoicePdfOptions } from "./pdf-job";
import { pdfWorkerCount } from "./worker/pdf-worker-count";
import { sharedPdfWorkerPool } from "./worker/shared-pdf-worker-pool";

// Imported on the first in-thread render, once: under tsx each `import()` resolves the module again (2 % of a render).
let inThread: Promise<typeof import("./render-invoice-pdf-in-thread")> | undefined;

/**
 * Renders a stored invoice (as the API returns it) to a PDF file.
 *
 * A render is ≈ 30 ms of pure CPU: on the request thread it stops every other request of the
 * instance for that long and keeps the instance on one core. So it runs in the process's pool of
 * worker threads, one per core (PDF_WORKERS; worker/), and the event loop only waits for the bytes.
 * With PDF_WORKERS=0 (the default under jest and `next dev`) it renders right here, and react-pdf
 * is loaded on the first call only.
 *
 * @example
 * const pdf = await renderInvoicePdf(await getInvoice(user.id, id), { isPro: user.isPro, logo });
 */
export async function renderInvoicePdf(invoice: InvoiceJson, options: RenderInvoicePdfOptions): Promise<Buffer> {
  if (pdfWorkerCount() === 0) {
    const { renderInvoicePdfInThread } = await (inThread ??= import("./render-invoice-pdf-in-thread"));
    return renderInvoicePdfInThread(invoice, options);
  }
  const pool = await sharedPdfWorkerPool();
  return pool.run({ invoice, options });
}
