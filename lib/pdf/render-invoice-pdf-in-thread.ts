import "server-only";
import { renderToBuffer } from "@react-pdf/renderer";
import { createElement } from "react";
import type { InvoiceJson } from "@/lib/invoices/invoice-json";
import { choosePdfLayout } from "./choose-template";
import { InvoiceDocument, type InvoiceDocumentProps } from "./document";
import { fitsOnOnePage } from "./fits-on-one-page";
import { preparePdfFonts } from "./fonts";
import type { RenderInvoicePdfOptions } from "./pdf-job";
import { buildCreditNoteView } from "./view/credit-note-view";
import { buildInvoiceView } from "./view/invoice-view";

function render(props: InvoiceDocumentProps): Promise<Buffer> {
  // renderToBuffer is typed for a <Document> element; InvoiceDocument renders exactly one.
  return renderToBuffer(createElement(InvoiceDocument, props) as Parameters<typeof renderToBuffer>[0]);
}

/**
 * The renderer itself, on the calling thread: what each PDF worker runs (worker/pdf-worker.ts), and
 * what renderInvoicePdf calls directly when PDF_WORKERS=0. Everyone else calls renderInvoicePdf.
 *
 * Nothing is recomputed: every amount is the stored string, formatted in the invoice's language
 * and currency. Most invoices fit on one page, so the first attempt lays out one page that does not
 * wrap, with "Page 1 of 1" as plain text: react-pdf then lays it out once instead of three times
 * (a page-number `render` text and the paginator each lay the page out again). If the layout shows
 * the content does not fit (fits-on-one-page.ts), it is rendered again with wrapping pages and real
 * page numbers. The output of a one-page invoice is the same either way, byte for byte.
 */
export async function renderInvoicePdfInThread(invoice: InvoiceJson, options: RenderInvoicePdfOptions): Promise<Buffer> {
  await preparePdfFonts();
  const { template, watermark } = choosePdfLayout(invoice.template, options.isPro);
  const view = options.creditNote ? buildCreditNoteView(invoice, options.creditNote) : buildInvoiceView(invoice, options.kind);
  const props: InvoiceDocumentProps = {
    view,
    template,
    logo: options.isPro ? (options.logo ?? null) : null,
    watermark: watermark ? view.strings.watermark : null,
    singlePage: true,
    conformance: options.conformance,
  };
  let layout: unknown;
  const onePage = await render({ ...props, onLayout: (laidOut) => (layout = laidOut) });
  if (fitsOnOnePage(layout)) return onePage;
  return render({ ...props, singlePage: false });
}
