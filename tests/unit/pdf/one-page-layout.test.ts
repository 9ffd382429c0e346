import { createElement } from "react";
import type { InvoiceJson } from "@/lib/invoices/invoice-json";
import type { InvoiceDocument as InvoiceDocumentType } from "@/lib/pdf/document";
import type { renderInvoicePdfInThread as RenderInThread } from "@/lib/pdf/render-invoice-pdf-in-thread";
import { fitsOnOnePage } from "@/lib/pdf/fits-on-one-page";
import { choosePdfLayout } from "@/lib/pdf/choose-template";
import { SAMPLE_INVOICE } from "@/lib/pdf/sample-invoice";
import { buildInvoiceView } from "@/lib/pdf/view/invoice-view";
import { loadReactPdf, readPdf } from "../../support/read-pdf";
import { domesticSwedishInvoice, longInvoice, reverseChargeInvoice } from "./fixtures";
import { firstDifference, timeless } from "./support/timeless-pdf";

// A one-page invoice is laid out once, on a page that does not wrap (sections/invoice-page.tsx),
// instead of going through react-pdf's paginator, which lays the page out again. The file must be
// the one the paginator makes, byte for byte, and an invoice that does not fit must still wrap.
let render: typeof RenderInThread;
let InvoiceDocument: typeof InvoiceDocumentType;
let renderToBuffer: (element: never) => Promise<Buffer>;

beforeAll(async () => {
  await loadReactPdf();
  ({ renderInvoicePdfInThread: render } = await import("@/lib/pdf/render-invoice-pdf-in-thread"));
  ({ InvoiceDocument } = await import("@/lib/pdf/document"));
  ({ renderToBuffer } = (await import("@react-pdf/renderer")) as unknown as { renderToBuffer: typeof renderToBuffer });
}, 60_000);

/** The document through react-pdf's paginator: wrapping pages, the page number a `render` text. */
async function paginated(invoice: InvoiceJson, isPro: boolean, conformance?: "PDF/A-3b") {
  const { template, watermark } = choosePdfLayout(invoice.template, isPro);
  const view = buildInvoiceView(invoice);
  const watermarkText = watermark ? view.strings.watermark : null;
  let layout: unknown;
  const props = {
    view,
    template,
    logo: null,
    watermark: watermarkText,
    singlePage: false,
    conformance,
    onLayout: (l: unknown) => (layout = l),
  };
  const pdf = await renderToBuffer(createElement(InvoiceDocument, props) as never);
  return { pdf, layout };
}

async function laidOutOnOnePage(invoice: InvoiceJson, isPro: boolean) {
  const { template, watermark } = choosePdfLayout(invoice.template, isPro);
  const view = buildInvoiceView(invoice);
  let layout: unknown;
  const props = {
    view,
    template,
    logo: null,
    watermark: watermark ? view.strings.watermark : null,
    singlePage: true,
    onLayout: (l: unknown) => (layout = l),
  };
  await renderToBuffer(createElement(InvoiceDocument, props) as never);
  return layout;
}

const onePage: [string, InvoiceJson, boolean][] = [
  ["Classic, Free watermark (Letter)", SAMPLE_INVOICE, false],
  ["Modern", { ...SAMPLE_INVOICE, template: "modern" }, true],
  ["Minimal in Swedish (A4)", domesticSwedishInvoice("minimal"), true],
  ["Corporate in German", reverseChargeInvoice("de", "corporate"), true],
];

describe("one-page invoices, laid out once", () => {
  it.each(onePage)("are the paginator's file byte for byte: %s", async (_name, invoice, isPro) => {
    expect(firstDifference(timeless(await render(invoice, { isPro })), timeless((await paginated(invoice, isPro)).pdf))).toBeNull();
  });

  it("are the paginator's file for a PDF/A-3b (Factur-X base) too", async () => {
    const invoice = reverseChargeInvoice("en", "classic");
    const fast = await render(invoice, { isPro: true, conformance: "PDF/A-3b" });
    expect(firstDifference(timeless(fast), timeless((await paginated(invoice, true, "PDF/A-3b")).pdf))).toBeNull();
  });

  it.each(onePage)("take the one-layout path: the non-wrapping page is found to fit (%s)", async (_name, invoice, isPro) => {
    expect(fitsOnOnePage(await laidOutOnOnePage(invoice, isPro))).toBe(true);
  });
});

describe("invoices longer than a page", () => {
  it("are found not to fit on the non-wrapping page, and wrap onto numbered pages", async () => {
    const invoice = { ...longInvoice(40), template: "classic" as const };
    expect(fitsOnOnePage(await laidOutOnOnePage(invoice, true))).toBe(false);
    const { pageCount, pages } = await readPdf(await render(invoice, { isPro: true }));
    expect(pageCount).toBeGreaterThan(1);
    expect(pages.at(-1)).toContain(`Page ${pageCount} of ${pageCount}`);
  });

  it("agrees with the paginator at the edge: the longest invoice that fits is one page, one line more is two", async () => {
    let lines = 8;
    while (fitsOnOnePage(await laidOutOnOnePage(longInvoice(lines + 1), true))) lines += 1;
    const pagesOf = (layout: unknown) => (layout as { children: unknown[] }).children.length;
    expect(pagesOf((await paginated(longInvoice(lines), true)).layout)).toBe(1);
    expect(pagesOf((await paginated(longInvoice(lines + 1), true)).layout)).toBe(2);
    expect((await readPdf(await render(longInvoice(lines), { isPro: true }))).pageCount).toBe(1);
    expect((await readPdf(await render(longInvoice(lines + 1), { isPro: true }))).pageCount).toBe(2);
  });

  it("answers false for anything but a one-page layout it knows", () => {
    expect(fitsOnOnePage(undefined)).toBe(false);
    expect(fitsOnOnePage({ children: [] })).toBe(false);
    expect(fitsOnOnePage({ children: [{ style: { height: 792 }, box: { height: 800 }, children: [] }] })).toBe(false);
    expect(
      fitsOnOnePage({
        children: [{ style: { height: 792 }, box: { height: 792 }, children: [{ props: { break: true }, box: { top: 0, height: 1 } }] }],
      }),
    ).toBe(false);
  });
});
