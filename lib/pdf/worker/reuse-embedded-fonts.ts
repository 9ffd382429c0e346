/**
 * pdfkit (0.20, react-pdf's PDF writer) is handed the font object for every text run react-pdf
 * draws, and for each it builds a new embedded-font wrapper (a glyph subset, metrics) and compares
 * it with the one it already has (`JSON.stringify` of both fonts' name tables), only to keep the
 * one it has: ≈ 4 % of a render for an invoice's ≈ 150 runs (issue #30). This remembers, per
 * document, the wrapper pdfkit settled on for each font object, and answers it directly, with the
 * same side effects pdfkit has (a font id counted and dropped, the current font, source, family and
 * size), so the file is the same byte for byte (pdf-worker.test.ts compares it with the in-thread
 * renderer, which runs pdfkit as it is).
 *
 * Only where pdfkit settles on the wrapper it registered under the font's name: otherwise (two
 * different fonts with one PostScript name) pdfkit's own path runs, as before.
 */
type EmbeddedFont = { name?: string };
type FontObject = { layout: unknown };
type Document = {
  _fontCount: number;
  _font: EmbeddedFont;
  _fontSource: unknown;
  _fontFamily: unknown;
  _fontFamilies: Record<string, EmbeddedFont>;
  fontSize(size: unknown): Document;
  font(src: unknown, family?: unknown, size?: unknown): Document;
};

const EMBEDDED = Symbol("invoiceflow.embeddedFonts");
const PATCHED = Symbol.for("invoiceflow.reuseEmbeddedFonts");

export function reuseEmbeddedFonts(PDFDocument: { prototype: object }): void {
  const proto = PDFDocument.prototype as Document & { [PATCHED]?: true };
  if (proto[PATCHED]) return;
  proto[PATCHED] = true;
  const font = proto.font;
  proto.font = function (this: Document & { [EMBEDDED]?: Map<unknown, EmbeddedFont> }, src, family, size) {
    const isFontObject = typeof src === "object" && src !== null && typeof (src as FontObject).layout === "function";
    if (!isFontObject || typeof family === "string") return font.call(this, src, family, size);
    if (typeof family === "number") [size, family] = [family, null];
    const embedded = (this[EMBEDDED] ??= new Map());
    const known = embedded.get(src);
    if (known && known.name && this._fontFamilies[known.name] === known) {
      this._fontSource = src;
      this._fontFamily = family;
      if (size != null) this.fontSize(size);
      this._fontCount += 1; // pdfkit numbers the wrapper it builds and then drops
      this._font = known;
      return this;
    }
    font.call(this, src, family, size);
    embedded.set(src, this._font);
    return this;
  };
}
