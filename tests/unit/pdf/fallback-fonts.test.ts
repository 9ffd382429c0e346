import type { needsFallbackFonts as NeedsFallbackFonts, preparePdfFonts as PreparePdfFonts } from "@/lib/pdf/fonts";
import type { renderInvoicePdfInThread as RenderInThread } from "@/lib/pdf/render-invoice-pdf-in-thread";
import { SAMPLE_INVOICE } from "@/lib/pdf/sample-invoice";
import { loadReactPdf, readPdf, squeeze } from "../../support/read-pdf";
import { notdefGlyphsDrawn } from "./support/notdef-glyphs";

// Boxes name Inter alone; a text names the whole font stack only when one of its characters (or
// of its upper or lower case) is drawn by another font of the stack (fonts.ts, sections/text.tsx).
let needsFallbackFonts: typeof NeedsFallbackFonts;
let render: typeof RenderInThread;

beforeAll(async () => {
  await loadReactPdf();
  let preparePdfFonts: typeof PreparePdfFonts;
  ({ needsFallbackFonts, preparePdfFonts } = await import("@/lib/pdf/fonts"));
  ({ renderInvoicePdfInThread: render } = await import("@/lib/pdf/render-invoice-pdf-in-thread"));
  await preparePdfFonts();
}, 60_000);

describe("which texts need the fallback fonts", () => {
  it("draws plain text, Western European letters, € and line feeds with Inter alone", () => {
    for (const text of ["Invoice number", "INV-1042\nMar 2, 2026", "Müller & Söhne GmbH, Straße 5", "€1.234,56", "Ärzte æøå", ""])
      expect([text, needsFallbackFonts(text)]).toEqual([text, false]);
  });

  it("names the stack for a character of another font, in the text or in its upper case", () => {
    // "ÿ" is Inter latin, its capital "Ÿ" is in Inter's latin-ext subset: an uppercase label prints that.
    for (const text of ["Łódź", "Привет", "Ελλάδα", "Tiếng Việt", "✓ done", "🚀", "\uFFFD", "ÿ"])
      expect([text, needsFallbackFonts(text)]).toEqual([text, true]);
  });

  it("prints such a text with its fonts, never a NO GLYPH box, wherever it stands", async () => {
    const name = "Łódź Привет 🚀 Kft.";
    const invoice = {
      ...SAMPLE_INVOICE,
      customer: { ...SAMPLE_INVOICE.customer, name, invoiceReference: name },
      supplier: { ...SAMPLE_INVOICE.supplier, name },
      notes: name,
    };
    const pdf = await render(invoice, { isPro: false });
    // The supplier (letterhead, footer), the customer, the reference (a span of a labelled row) and the notes.
    expect(squeeze((await readPdf(pdf)).text).split(squeeze(name))).toHaveLength(6);
    expect(notdefGlyphsDrawn(pdf)).toEqual([]);
  });
});
