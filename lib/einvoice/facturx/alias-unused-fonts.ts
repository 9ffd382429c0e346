import { decodePDFRawStream, PDFArray, PDFDict, type PDFDocument, PDFName, type PDFPage, PDFRawStream, PDFRef } from "pdf-lib";

/**
 * react-pdf selects its default font (Helvetica, not embedded) for empty text runs: `/F1 9.5 Tf`
 * followed by no text. Such a font draws nothing, but PDF/A checkers that list every font in the
 * page resources (pdffonts) see a font that isn't embedded. Where a page's content never shows a
 * glyph with such a font, its resource name is pointed at one of the page's embedded fonts
 * instead: the page looks the same, and every font in the file is embedded.
 */
export function aliasUnusedStandardFonts(doc: PDFDocument): void {
  for (const page of doc.getPages()) {
    const fonts = page.node.Resources()?.lookupMaybe(PDFName.of("Font"), PDFDict);
    if (!fonts) continue;
    const entries = fonts.entries();
    const isEmbedded = (ref: unknown) => {
      const font = ref instanceof PDFRef ? doc.context.lookup(ref, PDFDict) : null;
      return font?.get(PDFName.of("Subtype"))?.toString() === "/Type0" || font?.has(PDFName.of("FontDescriptor")) === true;
    };
    const embedded = entries.find(([, ref]) => isEmbedded(ref));
    const standard = entries.filter(([, ref]) => !isEmbedded(ref));
    if (!embedded || standard.length === 0) continue;
    const content = pageContent(doc, page);
    for (const [name] of standard) {
      if (!showsText(content, name.asString().slice(1))) fonts.set(name, embedded[1]);
    }
  }
}

/** The page's content streams, decoded and joined. */
function pageContent(doc: PDFDocument, page: PDFPage): string {
  const contents = page.node.Contents();
  const items = contents instanceof PDFArray ? contents.asArray() : contents ? [contents] : [];
  const decoder = new TextDecoder("latin1");
  return items
    .map((item) => (item instanceof PDFRef ? doc.context.lookup(item) : item))
    .map((stream) => (stream instanceof PDFRawStream ? decoder.decode(decodePDFRawStream(stream).decode()) : ""))
    .join("\n");
}

/** True when a text-showing operator follows a selection of the font before the next one or ET. */
function showsText(content: string, fontName: string): boolean {
  const selection = new RegExp(`/${fontName}\\s+[\\d.]+\\s+Tf([\\s\\S]*?)(?=/[A-Za-z0-9]+\\s+[\\d.]+\\s+Tf|\\bET\\b)`, "g");
  for (const match of content.matchAll(selection)) {
    if (/(\)|>|\])\s*(Tj|TJ|'|")/.test(match[1] ?? "")) return true;
  }
  return false;
}
