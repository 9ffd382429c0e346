import { Text as ReactPdfText } from "@react-pdf/renderer";
import { isValidElement, type ComponentProps, type PropsWithChildren, type ReactNode } from "react";
import { FONT_FAMILY, needsFallbackFonts } from "../fonts";

/** textkit's "infinity": a break point with this penalty is never taken. */
const NEVER = 10_000;

/** The whole font stack, for a text with a character Inter lacks (the page names Inter alone). */
const WITH_FALLBACK_FONTS = { fontFamily: FONT_FAMILY };

/** Its props as an HTML-like text (react-pdf's Text also takes an SVG text's, which the sections never use). */
type TextProps = PropsWithChildren<Extract<ComponentProps<typeof ReactPdfText>, { hyphenationPenalty?: number }>>;

/**
 * react-pdf's Text, never breaking a line inside a word where the font changes, and naming the
 * fallback fonts only where its characters need them. Every section prints through it.
 *
 * textkit cuts a word into one piece per font run — "Привет." is Inter Cyrillic and then the
 * Latin ".", "Łódź" alternates Inter latin and latin-ext, "Müller🚀" ends in Noto Emoji — and
 * offers each seam as a hyphenation point. A line broken there ends in a "-" drawn in the font on
 * its left, and Inter's Cyrillic, Greek and latin-ext subsets and Noto Emoji have no "-": the
 * reader saw a "NO GLYPH" box. Hyphenation is off everywhere else (fonts.ts), so a line breaks
 * between words only; a word longer than its line is still split by react-pdf's last resort.
 *
 * Every template's page names Inter alone (fonts.ts, PRIMARY_FONT_FAMILY: the nine families on
 * every box cost react-pdf ≈ 2 MB of garbage per invoice). A text with a character that another
 * font of the stack draws — its own, its nested texts', in upper or lower case — names the whole
 * stack; a `render` text, whose characters are known only at layout, always does. Every other text
 * draws with Inter either way, so the PDF is the same byte for byte.
 */
export function Text({ style, ...props }: TextProps) {
  const fallback = props.render !== undefined || needsFallback(props.children);
  const withFonts: TextProps["style"] = fallback ? [...(Array.isArray(style) ? style : style ? [style] : []), WITH_FALLBACK_FONTS] : style;
  return <ReactPdfText hyphenationPenalty={NEVER} {...props} style={withFonts} />;
}

/** Whether some text among the children needs the fallback fonts; true for anything it cannot read. */
function needsFallback(children: ReactNode): boolean {
  if (children === null || children === undefined || typeof children === "boolean") return false;
  if (typeof children === "string") return needsFallbackFonts(children);
  if (typeof children === "number" || typeof children === "bigint") return needsFallbackFonts(String(children));
  if (Array.isArray(children)) return children.some((child: ReactNode) => needsFallback(child));
  if (isValidElement<TextProps>(children) && (children.type === Text || children.type === ReactPdfText))
    return children.props.render !== undefined || needsFallback(children.props.children);
  return true;
}
