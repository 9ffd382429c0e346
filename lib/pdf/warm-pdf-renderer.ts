import "server-only";
import { preparePdfFonts } from "./fonts";
import { renderInvoicePdfInThread } from "./render-invoice-pdf-in-thread";
import { WARM_UP_RENDERS, warmUpInvoice } from "./warm-up-invoices";

/**
 * Readies this thread's renderer before its first real PDF: the fonts (unpacked, parsed, every
 * glyph created: ≈ 0.1–0.3 s), then renders of sample invoices, Free and Pro, until the JIT has
 * compiled what a render runs. Without it the first PDF of a process took 1.2–2.3 s against
 * ≈ 0.1 s for the second (issue #30). A PDF worker runs it as it starts; with PDF_WORKERS=0 the
 * server's start does (start-pdf-renderer.ts).
 */
export async function warmPdfRenderer(): Promise<void> {
  await preparePdfFonts();
  // Free (Classic with the watermark) and Pro (the invoice's template) in turn.
  for (let n = 0; n < WARM_UP_RENDERS; n += 1) await renderInvoicePdfInThread(warmUpInvoice(n), { isPro: n % 2 === 1 });
}
