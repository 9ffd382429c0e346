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
 *
 * And pdfkit's default font: every document starts with Helvetica (react-pdf gives pdfkit no
 * `font: null`), and pdfkit builds its metrics from the AFM data each time — a table of ≈ 300
 * glyph widths and a map of ≈ 2,700 kerning pairs keyed by glyph names: 1 % of a render's CPU and
 * 0.2 MB of garbage (issue #30), for a font no invoice draws with (font-lookups.ts answers
 * "Helvetica" with Inter). The metrics never change, so the first document's wrapper is the model
 * of the next ones': a new wrapper of the same kind with the same metrics objects, for this
 * document and with the id pdfkit would give it. Its PDF dictionary is made only if it is drawn
 * with, per document, as before.
 */
type EmbeddedFont = { name?: string };
type FontObject = { layout: unknown };
type Document = {
  _fontCount: number;
  _registeredFonts: Record<string, unknown>;
  _font: EmbeddedFont;
  _fontSource: unknown;
  _fontFamily: unknown;
  _fontFamilies: Record<string, EmbeddedFont>;
  fontSize(size: unknown): Document;
  font(src: unknown, family?: unknown, size?: unknown): Document;
};

/** A standard font's wrapper as pdfkit made it, before any document used it: its prototype and metrics. */
type StandardFontModel = { prototype: object; fields: Record<string, unknown> };

/** PDF's 14 standard fonts, which pdfkit draws from AFM metrics without embedding anything. */
const STANDARD_FONTS = new Set([
  "Courier",
  "Courier-Bold",
  "Courier-Oblique",
  "Courier-BoldOblique",
  "Helvetica",
  "Helvetica-Bold",
  "Helvetica-Oblique",
  "Helvetica-BoldOblique",
  "Times-Roman",
  "Times-Bold",
  "Times-Italic",
  "Times-BoldItalic",
  "Symbol",
  "ZapfDingbats",
]);

const EMBEDDED = Symbol("invoiceflow.embeddedFonts");
const PATCHED = Symbol.for("invoiceflow.reuseEmbeddedFonts");

export function reuseEmbeddedFonts(PDFDocument: { prototype: object }): void {
  const proto = PDFDocument.prototype as Document & { [PATCHED]?: true };
  if (proto[PATCHED]) return;
  proto[PATCHED] = true;
  const font = proto.font;
  const standardFonts = new Map<string, StandardFontModel>();
  proto.font = function (this: Document & { [EMBEDDED]?: Map<unknown, EmbeddedFont> }, src, family, size) {
    if (typeof src === "string") return standardFont.call(this, src, family, size);
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

  /**
   * A font named by a string: a standard font's wrapper from the model of the first one, where
   * pdfkit would make a new one (no font registered or open under that name in this document);
   * pdfkit's own path otherwise, and for the first one, which becomes the model.
   */
  function standardFont(this: Document, src: string, family: unknown, size: unknown): Document {
    const model = standardFonts.get(src);
    const isNew =
      STANDARD_FONTS.has(src) && !this._registeredFonts[src] && !(typeof family === "string" && family) && !this._fontFamilies[src];
    if (!isNew || typeof family === "number") return font.call(this, src, family, size);
    if (!model) {
      font.call(this, src, family, size);
      const made = this._font as EmbeddedFont & { document?: unknown; dictionary?: unknown };
      // A standard font's wrapper: pdfkit registered it under its name, with no PDF dictionary yet.
      if (made.name === src && this._fontFamilies[src] === made && made.dictionary === undefined) {
        const { document: _document, id: _id, ...fields } = made as Record<string, unknown>;
        standardFonts.set(src, { prototype: Object.getPrototypeOf(made) as object, fields });
      }
      return this;
    }
    // As pdfkit's font(): the source, family and size, a font id counted, the wrapper registered under its name.
    this._fontSource = src;
    this._fontFamily = family;
    if (size != null) this.fontSize(size);
    const wrapper = Object.assign(Object.create(model.prototype) as EmbeddedFont, model.fields, {
      document: this,
      id: `F${++this._fontCount}`,
    });
    this._font = wrapper;
    this._fontFamilies[src] = wrapper;
    return this;
  }
}
