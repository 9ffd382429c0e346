import { constants, inflateSync } from "node:zlib";

/**
 * The fonts (their PDF names, one entry per occurrence) with which a PDF draws glyph 0, .notdef:
 * the "NO GLYPH" box, or nothing, where the font had no glyph for the character. Empty when every
 * drawn glyph is a real one. The text layer cannot tell: it may still read the intended character.
 *
 * react-pdf embeds each font as a subset with Identity-H encoding (a Type0 font), so a shown string
 * is a list of 2-byte glyph ids of the subset, whose glyph 0 is always .notdef.
 */
export function notdefGlyphsDrawn(pdf: Buffer): string[] {
  const file = pdf.toString("latin1");
  const type0 = new Set<string>();
  for (const object of file.matchAll(/(\d+) 0 obj\s*<<([\s\S]*?)>>\s*(?:endobj|stream)/g)) {
    if (/\/Subtype \/Type0/.test(object[2] ?? "")) type0.add(object[1] ?? "");
  }
  const fontObjects = new Map<string, string>();
  for (const resource of file.matchAll(/\/(F\d+) (\d+) 0 R/g)) fontObjects.set(resource[1] ?? "", resource[2] ?? "");

  const drawn: string[] = [];
  for (const content of streams(pdf, file)) {
    let font = "";
    for (const operation of content.matchAll(/\/(F\d+) [\d.]+ Tf|\[([^\]]*)\]\s*TJ|<([0-9a-fA-F]*)>\s*Tj/g)) {
      if (operation[1]) {
        font = operation[1];
        continue;
      }
      if (!type0.has(fontObjects.get(font) ?? "")) continue;
      const hex = (operation[2] ?? `<${operation[3] ?? ""}>`).match(/<([0-9a-fA-F]*)>/g) ?? [];
      for (const string of hex) {
        const glyphIds = string.slice(1, -1).match(/.{4}/g) ?? [];
        for (const glyphId of glyphIds) if (glyphId === "0000") drawn.push(font);
      }
    }
  }
  return drawn;
}

/** Every compressed stream of the file, inflated (content streams, ToUnicode maps, font files …). */
function* streams(pdf: Buffer, file: string): Generator<string> {
  for (const match of file.matchAll(/>>\s*stream\r?\n/g)) {
    const start = (match.index ?? 0) + match[0].length;
    try {
      yield inflateSync(pdf.subarray(start, file.indexOf("endstream", start)), { finishFlush: constants.Z_SYNC_FLUSH }).toString("latin1");
    } catch {
      // not a compressed stream
    }
  }
}
