import { Text as ReactPdfText } from "@react-pdf/renderer";
import type { ComponentProps } from "react";

/** textkit's "infinity": a break point with this penalty is never taken. */
const NEVER = 10_000;

/**
 * react-pdf's Text, never breaking a line inside a word where the font changes. Every section
 * prints through it.
 *
 * textkit cuts a word into one piece per font run — "Привет." is Inter Cyrillic and then the
 * Latin ".", "Łódź" alternates Inter latin and latin-ext, "Müller🚀" ends in Noto Emoji — and
 * offers each seam as a hyphenation point. A line broken there ends in a "-" drawn in the font on
 * its left, and Inter's Cyrillic, Greek and latin-ext subsets and Noto Emoji have no "-": the
 * reader saw a "NO GLYPH" box. Hyphenation is off everywhere else (fonts.ts), so a line breaks
 * between words only; a word longer than its line is still split by react-pdf's last resort.
 */
export function Text(props: ComponentProps<typeof ReactPdfText>) {
  return <ReactPdfText hyphenationPenalty={NEVER} {...props} />;
}
