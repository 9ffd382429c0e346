import "server-only";
import type { InvoiceJson } from "@/lib/invoices/invoice-json";
import type { PdfLogo } from "./sections/logo";
import { pdfWorkerCount } from "./worker/pdf-worker-count";
import { sharedPdfWorkerPool } from "./worker/shared-pdf-worker-pool";

export type RenderInvoicePdfOptions = {
  /** The user's plan now, at download or send time: it picks the template and the watermark. */
  isPro: boolean;
  /** The user's logo (base64 and MIME type as stored); printed for Pro only. */
  logo?: PdfLogo | null;
  /** "PDF/A-3b" for the base of a Factur-X file; the look is the same. */
  conformance?: "PDF/A-3b";
};

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
    const { renderInvoicePdfInThread } = await import("./render-invoice-pdf-in-thread");
    return renderInvoicePdfInThread(invoice, options);
  }
  const pool = await sharedPdfWorkerPool();
  return pool.run({ invoice, options });
}
