/**
 * Shaping a text (fontkit's `layout`: the string to positioned glyphs, kerning included) is the
 * largest single cost of a PDF, ≈ 50 µs a text and a sixth of a render. Its answer depends only on
 * the font and its arguments, and invoices repeat most of their texts: the labels, the issuer's
 * block, payment details, the same rates and amounts. So each font remembers the runs it shaped.
 *
 * Every call gets its own copy of the glyph list and positions: react-pdf adjusts positions in
 * place (justification), and a remembered run must stay as fontkit made it. The glyph objects
 * themselves are fontkit's, shared by every run of the font already.
 */

type GlyphPosition = Record<string, number>;
type GlyphRun = { glyphs: unknown[]; positions: GlyphPosition[] };
export type ShapingFont = { layout(text: string, ...options: unknown[]): GlyphRun };

/** Per font; at ≈ 2 KB a run, a few MB for all weights at most. The least recently used goes first. */
const MAX_RUNS_PER_FONT = 1_000;

// A mark on the font itself, not a WeakSet of this module: a second copy of the module (Next loads
// one per route bundle) must not wrap the same font twice.
const REMEMBERING = Symbol.for("invoiceflow.shapingCache");
let isBypassed = false;

/**
 * Every font shapes afresh while bypassed, neither reading nor filling its memory: how the tests
 * prove the output is the same without it, and how bench/pdf.ts measures what it saves.
 */
export function bypassShapingCache(bypass: boolean): void {
  isBypassed = bypass;
}

export function rememberShapedRuns(font: ShapingFont): void {
  const marked = font as ShapingFont & { [REMEMBERING]?: true };
  if (marked[REMEMBERING]) return;
  marked[REMEMBERING] = true;
  const shape = font.layout.bind(font);
  const runs = new Map<string, GlyphRun>();
  font.layout = (text, ...options) => {
    if (isBypassed) return shape(text, ...options);
    const key = `${text}\u0000${JSON.stringify(options)}`;
    let run = runs.get(key);
    if (run) {
      runs.delete(key); // a Map iterates in insertion order: set again, the text becomes the newest
    } else {
      run = shape(text, ...options);
      if (runs.size >= MAX_RUNS_PER_FONT) runs.delete(runs.keys().next().value as string);
    }
    runs.set(key, run);
    return copyRun(run);
  };
}

function copyRun(run: GlyphRun): GlyphRun {
  const copy = Object.assign(Object.create(Object.getPrototypeOf(run) as object) as GlyphRun, run);
  copy.glyphs = run.glyphs.slice();
  copy.positions = run.positions.map((position) =>
    Object.assign(Object.create(Object.getPrototypeOf(position) as object) as GlyphPosition, position),
  );
  return copy;
}
