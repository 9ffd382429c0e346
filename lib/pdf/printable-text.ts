/**
 * Every text a PDF prints passes through here first, so that no character comes out as another.
 *
 * react-pdf draws each character with the first font of the stack that has it (fonts.ts) and,
 * when none has, with the PDF's built-in Helvetica: it writes the character's UTF-16 units as
 * Windows-1252 bytes, and "Müller GmbH 🚀" printed as "Müller GmbH =€" — other characters, with
 * nothing to tell the reader that something is missing (and a font that PDF/A forbids).
 *
 * So a character the embedded fonts cannot draw is replaced before layout:
 * - by U+FFFD "�", the replacement character (drawn by DejaVu Sans): "株式会社" prints as "����",
 *   visibly not a name, and reads back as U+FFFD, which says exactly that;
 * - an undrawable space (ideographic …) by a plain space, and an invisible format character the
 *   fonts lack (bidi isolates …) is dropped: it has nothing to show.
 * Text is put in NFC first: "u" + combining dieresis typed on a Mac becomes the "ü" Inter has.
 * Line feeds stay as they are: the layout breaks the line and draws nothing. A tab does not: react-pdf
 * draws it as a character, no embedded font has one, so it fell through to Helvetica, which the
 * Factur-X PDF may not contain (PDF/A-3; issue #26 finding 5). A tab prints as a space, and a
 * carriage return (alone or before a line feed) as the line feed it means.
 *
 * And a zero-width no-break space (U+FEFF, in Inter) goes between two emoji side by side: react-pdf
 * cuts a text after every emoji, and where the next piece goes on in the same fallback font, the
 * piece's own font list (Inter first) wins over the substituted one — "🎉🎉🎉" printed one party
 * popper and two "NO GLYPH" boxes. The extra character is invisible and has no width.
 */
export const REPLACEMENT_CHARACTER = "\uFFFD";

const PRINTABLE_ASCII = /^[\n\x20-\x7e]*$/;
const LAYOUT_CHARACTERS = new Set([0x0a]);
const INVISIBLE = /^[\p{Default_Ignorable_Code_Point}\p{Cc}\p{Cf}]$/u;
const SPACE = /^\p{White_Space}$/u;
const EMOJI = /\p{Extended_Pictographic}|\p{Regional_Indicator}|\u20E3/u;
const ZERO_WIDTH_NO_BREAK_SPACE = "\uFEFF";
const graphemes = new Intl.Segmenter("en", { granularity: "grapheme" });

/** The code points the embedded fonts draw (in every weight). */
export class GlyphCoverage {
  readonly #codePoints: ReadonlySet<number>;
  /** Most texts are plain ASCII: when the fonts draw all of it, those need no look-up at all. */
  readonly #drawsAscii: boolean;
  readonly #replacement: string;
  readonly #separatesEmoji: boolean;

  constructor(codePoints: ReadonlySet<number>) {
    this.#codePoints = codePoints;
    this.#drawsAscii = Array.from({ length: 0x7f - 0x20 }, (_, index) => 0x20 + index).every((codePoint) => codePoints.has(codePoint));
    // Never replace with a character that would itself be missing.
    this.#replacement = codePoints.has(0xfffd) ? REPLACEMENT_CHARACTER : "?";
    this.#separatesEmoji = codePoints.has(0xfeff);
  }

  has(codePoint: number): boolean {
    return this.#codePoints.has(codePoint);
  }

  /** The text with every character the fonts cannot draw replaced (see the top of this file). */
  printable(text: string): string {
    if (this.#drawsAscii && PRINTABLE_ASCII.test(text)) return text;
    let printable = "";
    for (const character of text.normalize("NFC").replace(/\r\n?/g, "\n").replace(/\t/g, " ")) {
      const codePoint = character.codePointAt(0) as number;
      if (this.#codePoints.has(codePoint) || LAYOUT_CHARACTERS.has(codePoint)) printable += character;
      else if (SPACE.test(character)) printable += " ";
      else if (!INVISIBLE.test(character)) printable += this.#replacement;
    }
    return this.#separatesEmoji && EMOJI.test(printable) ? separateAdjacentEmoji(printable) : printable;
  }
}

/** U+FEFF between two emoji in a row; never inside one (a flag, a family, a skin tone is one grapheme). */
function separateAdjacentEmoji(text: string): string {
  let separated = "";
  let afterEmoji = false;
  for (const { segment } of graphemes.segment(text)) {
    const isEmoji = EMOJI.test(segment);
    separated += isEmoji && afterEmoji ? ZERO_WIDTH_NO_BREAK_SPACE + segment : segment;
    afterEmoji = isEmoji;
  }
  return separated;
}

/**
 * A copy of a view model (plain objects, arrays, strings) with every string made printable:
 * every field, present and future, so none can slip past. Functions (the "Page 1 of 2" wording)
 * are kept as they are: they format our own words.
 */
export function printableView<T>(value: T, coverage: GlyphCoverage): T {
  if (typeof value === "string") return coverage.printable(value) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => printableView(item, coverage)) as T;
  if (value !== null && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, printableView(item, coverage)])) as T;
  }
  return value;
}
