import "server-only";
import { renderToBuffer } from "@react-pdf/renderer";
import { createElement } from "react";
import type { InvoiceJson } from "@/lib/invoices/invoice-json";
import { choosePdfLayout } from "./choose-template";
import { pageCountOf } from "./count-pages";
import { InvoiceDocument, type InvoiceDocumentProps } from "./document";
import { preparePdfFonts } from "./fonts";
import type { RenderInvoicePdfOptions } from "./pdf-job";
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
 * and currency. Most invoices fit on one page, so the first attempt prints "Page 1 of 1" as plain
 * text, which spares react-pdf a second layout of the page; if the result has more pages, it is
 * rendered again with real page numbers. The output is the same either way.
 */
export async function renderInvoicePdfInThread(invoice: InvoiceJson, options: RenderInvoicePdfOptions): Promise<Buffer> {
  await preparePdfFonts();
  const { template, watermark } = choosePdfLayout(invoice.template, options.isPro);
  const view = buildInvoiceView(invoice);
  const props: InvoiceDocumentProps = {
    view,
    template,
    logo: options.isPro ? (options.logo ?? null) : null,
    watermark: watermark ? view.strings.watermark : null,
    singlePage: true,
    conformance: options.conformance,
  };
  const onePage = await render(props);
  if (pageCountOf(onePage) === 1) return onePage;
  return render({ ...props, singlePage: false });
}
