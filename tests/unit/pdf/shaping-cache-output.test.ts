import type { InvoiceJson } from "@/lib/invoices/invoice-json";
import type { renderInvoicePdfInThread as RenderInThread } from "@/lib/pdf/render-invoice-pdf-in-thread";
import { SAMPLE_INVOICE } from "@/lib/pdf/sample-invoice";
import type { bypassShapingCache as BypassShapingCache } from "@/lib/pdf/shaping-cache";
import { loadReactPdf } from "../../support/read-pdf";
import { domesticSwedishInvoice, longInvoice, reverseChargeInvoice } from "./fixtures";
import { firstDifference, timeless } from "./support/timeless-pdf";

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
