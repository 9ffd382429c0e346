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
const WARM_UP_RENDERS = 16;

/**
 * What the warm-up varies, so that the first real PDF finds nothing new on its path: the language
 * (labels, Intl formatters built per locale), the currency, the paper (the supplier's country),
 * the SEPA payment QR code (a euro invoice with an IBAN), every template (Pro) and the Free
 * watermark, and a two-page invoice (the paginator, the repeated table header, page numbers).
 * Warmed on the US sample alone, a Swedish user's first A4 SEK invoice was still the thread's
 * first of its kind (issue #30).
 */
const LOCALES = [
  { language: "en", currency: "USD", country: "US", iban: null },
  { language: "en", currency: "SEK", country: "SE", iban: null },
  { language: "sv", currency: "SEK", country: "SE", iban: null },
  { language: "de", currency: "EUR", country: "DE", iban: "DE89370400440532013000" },
] as const;
const PRO_TEMPLATES = ["classic", "modern", "minimal", "corporate"] as const;

/** The /demo sample with another number, quantities and so amounts: texts the shaping cache has not seen, as a real invoice's. */
function warmUpInvoice(n: number): InvoiceJson {
  const locale = LOCALES[(n >> 1) % LOCALES.length] as (typeof LOCALES)[number];
  // Two of them (one Free, one Pro) have four times the lines: two pages.
  const lines = n === 5 || n === 10 ? [0, 1, 2, 3].flatMap(() => SAMPLE_INVOICE.items) : SAMPLE_INVOICE.items;
  const items = lines.map((item, index) => ({ ...item, quantity: String(((n + index) % 9) + 1) }));
  const totals = calculateInvoiceTotals({ taxRate: SAMPLE_INVOICE.taxRate, items });
  return {
    ...SAMPLE_INVOICE,
    ...totals,
    items: withUnits(totals.items, []),
    balanceDue: totals.total,
    number: `WARM-${n + 1}`,
    language: locale.language,
    currency: locale.currency,
    supplierCountry: locale.country,
    supplier: { ...SAMPLE_INVOICE.supplier, country: locale.country, iban: locale.iban },
    template: PRO_TEMPLATES[(n >> 1) % PRO_TEMPLATES.length] as (typeof PRO_TEMPLATES)[number],
  };
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
  // Free (Classic with the watermark) and Pro (the invoice's template) in turn.
  for (let n = 0; n < WARM_UP_RENDERS; n += 1) await renderInvoicePdfInThread(warmUpInvoice(n), { isPro: n % 2 === 1 });
}
