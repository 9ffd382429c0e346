import "server-only";
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { Font } from "@react-pdf/renderer";
import { rememberFontLookups, type FontStoreLike } from "./font-lookups";
import { GlyphCoverage } from "./printable-text";
import { rememberShapedRuns, type ShapingFont } from "./shaping-cache";
import { woffToSfnt } from "./woff-to-sfnt";

/**
 * The fonts embedded in every PDF (react-pdf subsets each to the glyphs used), so every reader
 * prints the same letters. The PDF's built-in Helvetica has no glyphs of its own to embed, cannot
 * write anything outside Windows-1252, and breaks PDF/A: it must never be reached.
 *
 * One stack of families, tried in this order for each character (react-pdf's font substitution):
 * - Inter from @fontsource/inter, split by fontsource into unicode subsets: "latin" (Western
 *   European text, the currency signs), "latin-ext" (ł ő ș …), Cyrillic, Greek and Vietnamese —
 *   one typeface for every European name;
 * - DejaVu Sans (@fontsource/dejavu-sans, Bitstream Vera licence): arrows, ticks, stars, boxes,
 *   other currency and letter-like signs, Hebrew, Arabic, Armenian, Georgian, and U+FFFD, the
 *   replacement character printed for anything the stack cannot draw (printable-text.ts);
 * - Noto Emoji (@fontsource/noto-emoji, OFL), Google's monochrome emoji font: "🚀" prints as a
 *   black-and-white rocket and reads back as 🚀. Outlines, not colour bitmaps, so it embeds
 *   and subsets like any TrueType font, PDF/A included.
 * What none of them has (Chinese, Japanese, Korean, Thai, Devanagari …) is replaced by U+FFFD
 * before rendering (printable-text.ts): a CJK font is 5–10 MB per weight, per worker thread.
 * DejaVu and Noto Emoji come in one weight (400), which bold text uses too: each costs ≈ 0.1 s of
 * loading per process, and a bold arrow or rocket is rare.
 *
 * react-pdf reads TTF and WOFF, not WOFF2: hence the .woff files.
 */
type FontFace = { family: string; weights: readonly number[]; file: (weight: number) => string };

/** The weights the templates use. A face with fewer is drawn in its nearest weight (CSS rules). */
const WEIGHTS = [300, 400, 500, 600, 700] as const;

const inter = (family: string, subset: string): FontFace => ({
  family,
  weights: WEIGHTS,
  file: (weight) => `@fontsource/inter/files/inter-${subset}-${weight}-normal.woff`,
});

const FACES: readonly FontFace[] = [
  inter("Inter", "latin"),
  inter("InterLatinExt", "latin-ext"),
  inter("InterCyrillic", "cyrillic"),
  inter("InterCyrillicExt", "cyrillic-ext"),
  inter("InterGreek", "greek"),
  inter("InterGreekExt", "greek-ext"),
  inter("InterVietnamese", "vietnamese"),
  { family: "DejaVuSans", weights: [400], file: (weight) => `@fontsource/dejavu-sans/files/dejavu-sans-latin-${weight}-normal.woff` },
  { family: "NotoEmoji", weights: [400], file: (weight) => `@fontsource/noto-emoji/files/noto-emoji-emoji-${weight}-normal.woff` },
];

/** The whole stack, so that each character finds its font: what a text with a character Inter lacks names (sections/text.tsx). */
export const FONT_FAMILY = FACES.map((face) => face.family);

/**
 * Every template's page `fontFamily`, and so every box's: Inter alone. react-pdf's asset step loads
 * each family a box names (twice per document), its text layout asks the font store for each family
 * of a text's list and copies the whole list for every character it substitutes: with the nine
 * families on every box that was ≈ 2 MB of garbage per invoice (issue #30). A text whose characters
 * all come from Inter draws with Inter whichever list it names; the others name FONT_FAMILY.
 */
export const PRIMARY_FONT_FAMILY = FACES[0]!.family;

// Resolved from the project root at run time: the file is found wherever npm put the package,
// and a bundler compiling this module has no relative node_modules path to rewrite.
const requireFromRoot = createRequire(path.join(process.cwd(), "package.json"));

/**
 * The font as a data URL of the plain TrueType font: unpacked from WOFF once here, so react-pdf
 * never inflates it again (see woff-to-sfnt.ts), and held in memory for the life of the process.
 */
function fontSource(file: string): string {
  return `data:font/ttf;base64,${woffToSfnt(fs.readFileSync(requireFromRoot.resolve(file))).toString("base64")}`;
}

type FontkitFont = ShapingFont & { characterSet: number[]; unitsPerEm: number; glyphForCodePoint(codePoint: number): unknown };

// Per process (per thread), not per module: Next may load this module once per route bundle and
// once more for instrumentation.ts, which readies the fonts at the server's start.
const STATE = Symbol.for("invoiceflow.pdfFonts");
type FontsState = { ready?: Promise<void>; coverage?: GlyphCoverage; primaryDraws?: PrimaryDraws };
const state: FontsState = ((globalThis as { [STATE]?: FontsState })[STATE] ??= {});

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
  state.ready ??= loadFonts().catch((error: unknown) => {
    state.ready = undefined;
    throw error;
  });
  return state.ready;
}

async function loadFonts(): Promise<void> {
  for (const face of FACES) {
    if (Font.getRegisteredFontFamilies().includes(face.family)) continue; // a retry after a failed load
    Font.register({
      family: face.family,
      fonts: face.weights.map((fontWeight) => ({ src: fontSource(face.file(fontWeight)), fontWeight })),
    });
  }
  // Invoice text (names, e-mail addresses, IBANs) must never be split with an inserted hyphen.
  Font.registerHyphenationCallback((word) => [word]);

  for (const face of FACES) {
    for (const fontWeight of face.weights) {
      const font = await loadedFont(face.family, fontWeight);
      if (!font) continue;
      for (const codePoint of font.characterSet) font.glyphForCodePoint(codePoint);
      rememberShapedRuns(font);
      keepUnitsPerEm(font);
    }
  }
  state.coverage = await stackCoverage();
  state.primaryDraws = await primaryDraws();
  // react-pdf's last resort, the built-in (not embedded) Helvetica, is answered with the embedded Inter.
  rememberFontLookups(Font as unknown as FontStoreLike, { Helvetica: FACES[0]!.family });
}

/**
 * fontkit answers `unitsPerEm` through two getters (the font's, then its `head` table's), and
 * textkit's font substitution reads it twice for every character of every text: 1 % of a render's
 * CPU (issue #30). It never changes: kept on the font as a plain value.
 */
function keepUnitsPerEm(font: FontkitFont): void {
  Object.defineProperty(font, "unitsPerEm", { value: font.unitsPerEm, enumerable: true });
}

async function loadedFont(fontFamily: string, fontWeight: number): Promise<FontkitFont | undefined> {
  await Font.load({ fontFamily, fontWeight });
  return (Font.getFont({ fontFamily, fontWeight })?.data as FontkitFont | null | undefined) ?? undefined;
}

/**
 * The characters the stack draws in every weight: a name may print in any of them, and a
 * character missing from the one it prints in would fall through to Helvetica.
 */
async function stackCoverage(): Promise<GlyphCoverage> {
  let common: Set<number> | undefined;
  for (const fontWeight of WEIGHTS) {
    const inWeight = new Set<number>();
    for (const face of FACES) {
      const font = await loadedFont(face.family, fontWeight);
      for (const codePoint of font?.characterSet ?? []) inWeight.add(codePoint);
    }
    common = common ? new Set([...common].filter((codePoint) => inWeight.has(codePoint))) : inWeight;
  }
  return new GlyphCoverage(common ?? new Set());
}

/**
 * Which characters are drawn with Inter whether their text names the whole stack or Inter alone:
 * those Inter has (latin; the same characters in every weight), and those no font of the stack has
 * in any weight (a line feed: react-pdf then takes the list's last font, its Helvetica, which
 * font-lookups.ts answers with Inter — the same either way).
 */
type PrimaryDraws = { draws: (codePoint: number) => boolean; allAscii: boolean };

async function primaryDraws(): Promise<PrimaryDraws> {
  let primary: Set<number> | undefined;
  const anyFont = new Set<number>();
  for (const fontWeight of WEIGHTS) {
    const inter = new Set((await loadedFont(FACES[0]!.family, fontWeight))?.characterSet ?? []);
    primary = primary ? new Set([...primary].filter((codePoint) => inter.has(codePoint))) : inter;
    for (const face of FACES)
      for (const codePoint of (await loadedFont(face.family, fontWeight))?.characterSet ?? []) anyFont.add(codePoint);
  }
  const inPrimary = primary ?? new Set<number>();
  const drawsWithPrimary = (codePoint: number) => inPrimary.has(codePoint) || !anyFont.has(codePoint);
  // The Basic Multilingual Plane as a table: every character of every text is looked up at each render.
  const table = Uint8Array.from({ length: 0x10000 }, (_, codePoint) => (drawsWithPrimary(codePoint) ? 1 : 0));
  const draws = (codePoint: number) => (codePoint < 0x10000 ? table[codePoint] === 1 : drawsWithPrimary(codePoint));
  const ascii = [0x0a, ...Array.from({ length: 0x7f - 0x20 }, (_, index) => 0x20 + index)];
  return { draws, allAscii: ascii.every(draws) };
}

const PLAIN_ASCII = /^[\n\x20-\x7e]*$/;

/**
 * Whether a text must name the whole stack: some character of it (or of its upper or lower case,
 * which a `textTransform` prints) is drawn by a font other than Inter. Only after preparePdfFonts().
 */
export function needsFallbackFonts(text: string): boolean {
  const primary = state.primaryDraws;
  if (!primary) throw new Error("preparePdfFonts() must finish before a PDF is laid out");
  if (primary.allAscii && PLAIN_ASCII.test(text)) return false;
  for (const variant of [text, text.toUpperCase(), text.toLowerCase()])
    for (const character of variant) if (!primary.draws(character.codePointAt(0) as number)) return true;
  return false;
}

/** What the embedded fonts can draw; only after preparePdfFonts() (every render awaits it first). */
export function pdfGlyphCoverage(): GlyphCoverage {
  if (!state.coverage) throw new Error("preparePdfFonts() must finish before a PDF is laid out");
  return state.coverage;
}
