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
  const runs = new Map<string, Remembered>();
  font.layout = (text, ...options) => {
    if (isBypassed) return shape(text, ...options);
    const key = `${text}\u0000${JSON.stringify(options)}`;
    let remembered = runs.get(key);
    if (remembered) {
      runs.delete(key); // a Map iterates in insertion order: set again, the text becomes the newest
    } else {
      const run = shape(text, ...options);
      remembered = { run, copyPosition: positionCopier(run.positions) };
      if (runs.size >= MAX_RUNS_PER_FONT) runs.delete(runs.keys().next().value as string);
    }
    runs.set(key, remembered);
    return copyRun(remembered);
  };
}

/** A shaped run and how to copy one of its positions. */
type Remembered = { run: GlyphRun; copyPosition: (position: GlyphPosition) => GlyphPosition };

const FONTKIT_POSITION = ["xAdvance", "yAdvance", "xOffset", "yOffset"] as const;
type PositionClass = new (...values: number[]) => GlyphPosition;
const isPositionClass = new WeakMap<object, boolean>();

/**
 * fontkit's positions are objects of its GlyphPosition class, (xAdvance, yAdvance, xOffset,
 * yOffset): copied through that constructor they are made in a few nanoseconds each, with the
 * shape V8 knows. Anything else (another class, more fields) is copied field by field.
 */
function positionCopier(positions: GlyphPosition[]): Remembered["copyPosition"] {
  const Class = positions[0]?.constructor as PositionClass | undefined;
  const plain = (position: GlyphPosition) =>
    Object.assign(Object.create(Object.getPrototypeOf(position) as object) as GlyphPosition, position);
  if (!Class || (Class as unknown) === Object) return plain;
  if (!isPositionClass.has(Class)) {
    const probe = new Class(1, 2, 3, 4);
    const keys = Object.keys(probe);
    isPositionClass.set(
      Class,
      keys.length === 4 && FONTKIT_POSITION.every((field, index) => keys.includes(field) && probe[field] === index + 1),
    );
  }
  const sameShape = (position: GlyphPosition) => {
    const keys = Object.keys(position);
    return position.constructor === Class && keys.length === 4 && FONTKIT_POSITION.every((field) => keys.includes(field));
  };
  if (!isPositionClass.get(Class) || !positions.every(sameShape)) return plain;
  return (position) => new Class(position.xAdvance!, position.yAdvance!, position.xOffset!, position.yOffset!);
}

function copyRun({ run, copyPosition }: Remembered): GlyphRun {
  const copy = Object.assign(Object.create(Object.getPrototypeOf(run) as object) as GlyphRun, run);
  copy.glyphs = run.glyphs.slice();
  copy.positions = run.positions.map(copyPosition);
  return copy;
}
