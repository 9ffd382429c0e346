import "server-only";
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { Font } from "@react-pdf/renderer";
import { rememberShapedRuns, type ShapingFont } from "./shaping-cache";
import { woffToSfnt } from "./woff-to-sfnt";

/**
 * Inter from @fontsource/inter, embedded in every PDF (react-pdf subsets it to the glyphs used), so
 * å ä ö ü ß é € £ print the same on every reader. The PDF's built-in Helvetica has no glyphs of
 * its own to embed and readers substitute whatever they have.
 *
 * react-pdf reads TTF and WOFF, not WOFF2: hence the .woff files. fontsource splits Inter into
 * unicode subsets; "latin" holds Western European text and the currency signs, "latin-ext" (a
 * fallback family) the rest of the European Latin alphabets (ł, ő, ș …).
 */
export const FONT_FAMILY = ["Inter", "InterLatinExt"];

const WEIGHTS = [300, 400, 500, 600, 700] as const;
type Subset = "latin" | "latin-ext";

// Resolved from the project root at run time: the file is found wherever npm put the package,
// and a bundler compiling this module has no relative node_modules path to rewrite.
const requireFromRoot = createRequire(path.join(process.cwd(), "package.json"));

/**
 * The font as a data URL of the plain TrueType font: unpacked from WOFF once here, so react-pdf
 * never inflates it again (see woff-to-sfnt.ts), and held in memory for the life of the process.
 */
function fontSource(subset: Subset, weight: number): string {
  const file = requireFromRoot.resolve(`@fontsource/inter/files/inter-${subset}-${weight}-normal.woff`);
  return `data:font/ttf;base64,${woffToSfnt(fs.readFileSync(file)).toString("base64")}`;
}

type FontkitFont = ShapingFont & { characterSet: number[]; glyphForCodePoint(codePoint: number): unknown };

let fontsReady: Promise<void> | undefined;

/**
 * Registers the fonts and readies them, once per process; every render awaits it.
 *
 * Registering again would add duplicate sources, and react-pdf caches each parsed font on its
 * source: one registration means each font is parsed once and reused by every later render.
 *
 * Why every glyph of the character map is created up front: fontkit caches a glyph object per
 * glyph id with the characters it was first created for, and the PDF's text layer (what copy,
 * search and screen readers get) is written from those characters. Decoding a composite glyph
 * ("ä" is "a" + a dieresis) creates its components with no characters at all, so once a document
 * printed a bold "ä", the bold "a" of every later PDF of the process read as nothing
 * ("Northwind Trders"). Created from the character map first, each glyph keeps its character.
 * Each font also remembers the texts it shaped (shaping-cache.ts).
 */
export function preparePdfFonts(): Promise<void> {
  fontsReady ??= loadFonts().catch((error: unknown) => {
    fontsReady = undefined;
    throw error;
  });
  return fontsReady;
}

async function loadFonts(): Promise<void> {
  const families = [
    ["Inter", "latin"],
    ["InterLatinExt", "latin-ext"],
  ] as const;
  for (const [family, subset] of families) {
    Font.register({
      family,
      fonts: WEIGHTS.map((fontWeight) => ({ src: fontSource(subset, fontWeight), fontWeight })),
    });
  }
  // Invoice text (names, e-mail addresses, IBANs) must never be split with an inserted hyphen.
  Font.registerHyphenationCallback((word) => [word]);

  for (const [fontFamily] of families) {
    for (const fontWeight of WEIGHTS) {
      await Font.load({ fontFamily, fontWeight });
      const font = Font.getFont({ fontFamily, fontWeight })?.data as FontkitFont | null | undefined;
      if (!font) continue;
      for (const codePoint of font.characterSet) font.glyphForCodePoint(codePoint);
      rememberShapedRuns(font);
    }
  }
}
