import { withUnits } from "@/lib/invoices/item-units";
import "server-only";
import type { InvoiceJson } from "@/lib/invoices/invoice-json";
import { calculateInvoiceTotals } from "@/lib/tax";
import { preparePdfFonts } from "./fonts";
import { renderInvoicePdfInThread } from "./render-invoice-pdf-in-thread";
import { SAMPLE_INVOICE } from "./sample-invoice";

/**
 * Renders before a thread counts as warm. Measured (one thread, after the fonts): the 1st render
 * of a new invoice cost 3× the steady state, the 10th 1.5×, the 20th 1× — V8 compiles the hot
 * paths of layout, shaping and pdfkit as they run (issue #30).
 */
const WARM_UP_RENDERS = 12;

/** The /demo sample with another number, quantities and so amounts: texts the shaping cache has not seen, as a real invoice's. */
function warmUpInvoice(n: number): InvoiceJson {
  const items = SAMPLE_INVOICE.items.map((item, index) => ({ ...item, quantity: String(((n + index) % 9) + 1) }));
  const totals = calculateInvoiceTotals({ taxRate: SAMPLE_INVOICE.taxRate, items });
  return { ...SAMPLE_INVOICE, ...totals, items: withUnits(totals.items, []), balanceDue: totals.total, number: `WARM-${n + 1}` };
}

/**
 * Readies this thread's renderer before its first real PDF: the fonts (unpacked, parsed, every
 * glyph created: ≈ 0.1–0.3 s), then renders of sample invoices, Free and Pro, until the JIT has
 * compiled what a render runs. Without it the first PDF of a process took 1.2–2.3 s against
 * ≈ 0.1 s for the second (issue #30). A PDF worker runs it as it starts; with PDF_WORKERS=0 the
 * server's start does (start-pdf-renderer.ts).
 */
export async function warmPdfRenderer(): Promise<void> {
  await preparePdfFonts();
  for (let n = 0; n < WARM_UP_RENDERS; n += 1) await renderInvoicePdfInThread(warmUpInvoice(n), { isPro: n % 4 === 3 });
}
