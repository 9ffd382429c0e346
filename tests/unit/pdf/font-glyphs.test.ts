import type { renderInvoicePdf as RenderInvoicePdf } from "@/lib/pdf";
import type { preparePdfFonts as PreparePdfFonts } from "@/lib/pdf/fonts";
import { SAMPLE_INVOICE } from "@/lib/pdf/sample-invoice";
import { loadReactPdf, readPdf } from "../../support/read-pdf";

// The PDF's text layer (copy, search, screen readers) is written from the characters fontkit keeps
// on each glyph. Its own file: every jest test file starts with a fresh react-pdf font store, so
// nothing rendered by another test has already put plain letters into the glyph cache.
let renderInvoicePdf: typeof RenderInvoicePdf;
let preparePdfFonts: typeof PreparePdfFonts;

type Glyph = { name: string; codePoints: number[]; path: unknown };
type FontkitFont = { glyphForCodePoint(codePoint: number): Glyph };

beforeAll(async () => {
  await loadReactPdf();
  ({ renderInvoicePdf } = await import("@/lib/pdf"));
  ({ preparePdfFonts } = await import("@/lib/pdf/fonts"));
}, 60_000);

describe("the embedded fonts' text layer", () => {
  it("keeps the character of a letter that is also a part of an accented letter", async () => {
    await preparePdfFonts();
    const { Font } = await import("@react-pdf/renderer");
    for (const fontWeight of [300, 400, 500, 600, 700]) {
      const font = Font.getFont({ fontFamily: "Inter", fontWeight }).data as unknown as FontkitFont;
      // Decoding "ä"'s outline reads its components ("a" and the dieresis) from the glyph cache.
      for (const accented of "äåàéüö") expect(font.glyphForCodePoint(accented.codePointAt(0)!).path).toBeTruthy();
      for (const plain of "aeuo") expect(font.glyphForCodePoint(plain.codePointAt(0)!).codePoints).toEqual([plain.codePointAt(0)]);
    }
  });

  it("reads a bold name correctly after another document printed bold accented letters", async () => {
    const swedish = { ...SAMPLE_INVOICE, language: "sv" as const, customer: { ...SAMPLE_INVOICE.customer, name: "Fjällräven Åkesson AB" } };
    expect((await readPdf(await renderInvoicePdf(swedish, { isPro: true }))).text).toContain("Fjällräven Åkesson AB");
    expect((await readPdf(await renderInvoicePdf(SAMPLE_INVOICE, { isPro: true }))).text).toContain("Northwind Traders Inc.");
  });
});
