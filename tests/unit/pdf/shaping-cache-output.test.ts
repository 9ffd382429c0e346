import type { InvoiceJson } from "@/lib/invoices/invoice-json";
import type { renderInvoicePdfInThread as RenderInThread } from "@/lib/pdf/render-invoice-pdf-in-thread";
import { SAMPLE_INVOICE } from "@/lib/pdf/sample-invoice";
import type { bypassShapingCache as BypassShapingCache } from "@/lib/pdf/shaping-cache";
import { loadReactPdf } from "../../support/read-pdf";
import { domesticSwedishInvoice, longInvoice, reverseChargeInvoice } from "./fixtures";

// The shaping cache (shaping-cache.ts) with the real fonts: a PDF whose every text came from the
// cache must be byte for byte the PDF shaped afresh, but for the moment it was made.
let render: typeof RenderInThread;
let bypassShapingCache: typeof BypassShapingCache;

beforeAll(async () => {
  await loadReactPdf();
  ({ renderInvoicePdfInThread: render } = await import("@/lib/pdf/render-invoice-pdf-in-thread"));
  ({ bypassShapingCache } = await import("@/lib/pdf/shaping-cache"));
}, 60_000);

afterEach(() => bypassShapingCache(false));

/** The file without what differs from one second to the next: dates and the ID derived from them. */
function timeless(pdf: Buffer): string {
  return pdf
    .toString("latin1")
    .replace(/\(D:\d{14}[^)]*\)/g, "(D:)")
    .replace(/\/ID \[<[0-9a-f]+> <[0-9a-f]+>\]/gi, "/ID []")
    .replace(/<(xmp:CreateDate|xmp:ModifyDate|xmp:MetadataDate)>[^<]*</g, "<$1><");
}

/** Where two files part, with some context, instead of jest printing 30 KB twice. */
function firstDifference(a: string, b: string): string | null {
  if (a === b) return null;
  let index = 0;
  while (a[index] === b[index]) index += 1;
  return `at byte ${index} of ${a.length}/${b.length}: ${JSON.stringify(a.slice(index - 40, index + 40))} vs ${JSON.stringify(b.slice(index - 40, index + 40))}`;
}

const cases: [string, InvoiceJson, boolean][] = [
  ["Classic, Free watermark", SAMPLE_INVOICE, false],
  ["Modern", { ...SAMPLE_INVOICE, template: "modern" }, true],
  ["Minimal in Swedish", domesticSwedishInvoice("minimal"), true],
  ["Corporate in German", reverseChargeInvoice("de", "corporate"), true],
  [
    "latin-ext letters from the fallback font",
    { ...SAMPLE_INVOICE, customer: { ...SAMPLE_INVOICE.customer, name: "Café Łódź & Győr Kft." } },
    true,
  ],
  ["60 lines over several pages", { ...longInvoice(60), template: "corporate" }, true],
];

describe("the shaping cache with the real fonts", () => {
  it("leaves nothing to chance: the same invoice rendered twice afresh gives the same file", async () => {
    bypassShapingCache(true);
    expect(
      firstDifference(timeless(await render(SAMPLE_INVOICE, { isPro: true })), timeless(await render(SAMPLE_INVOICE, { isPro: true }))),
    ).toBeNull();
  });

  it.each(cases)("prints the same PDF from remembered texts as from fresh shaping: %s", async (_name, invoice, isPro) => {
    bypassShapingCache(true);
    const fresh = timeless(await render(invoice, { isPro }));
    bypassShapingCache(false);
    await render(longInvoice(12), { isPro: true }); // another invoice's texts in the cache first
    await render(invoice, { isPro });
    const remembered = timeless(await render(invoice, { isPro })); // every text from the cache
    expect(firstDifference(remembered, fresh)).toBeNull();
  });

  it("prints the same PDF/A-3b (Factur-X base) either way", async () => {
    const invoice = reverseChargeInvoice("en", "classic");
    bypassShapingCache(true);
    const fresh = timeless(await render(invoice, { isPro: true, conformance: "PDF/A-3b" }));
    bypassShapingCache(false);
    await render(invoice, { isPro: true, conformance: "PDF/A-3b" });
    expect(firstDifference(timeless(await render(invoice, { isPro: true, conformance: "PDF/A-3b" })), fresh)).toBeNull();
  });
});
