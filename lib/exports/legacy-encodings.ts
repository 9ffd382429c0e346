/**
 * The 8-bit code pages the accountants' formats prescribe, for characters above ASCII:
 * - PC8 (IBM PC code page 437), SIE's `#FORMAT PC8` (SIE filformat 4B, section "Teckenuppsättning");
 * - Windows-1252, the "ANSI" of DATEV's import (DATEV-Format, "Zeichensatz").
 * A character the page lacks is written as its base letter where it has one (ł → l), else "?".
 */
const CP437_HIGH =
  "ÇüéâäàåçêëèïîìÄÅÉæÆôöòûùÿÖÜ¢£¥₧ƒáíóúñÑªº¿⌐¬½¼¡«»░▒▓│┤╡╢╖╕╣║╗╝╜╛┐└┴┬├─┼╞╟╚╔╩╦╠═╬╧╨╤╥╙╘╒╓╫╪┘┌█▄▌▐▀αßΓπΣσµτΦΘΩδ∞φε∩≡±≥≤⌠⌡÷≈°∙·√ⁿ²■\u00a0";

/** 0x80–0x9F of Windows-1252 (the five holes stay unmapped); 0xA0–0xFF are Latin-1's. */
const CP1252_80_9F = "€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ";
const CP1252_HOLES = new Set(["\u0081", "\u008d", "\u008f", "\u0090", "\u009d"]);

function table(high: string, first: number, skip: Set<string> = new Set()): Map<string, number> {
  const map = new Map<string, number>();
  [...high].forEach((char, index) => {
    if (!skip.has(char)) map.set(char, first + index);
  });
  return map;
}

const CP437 = table(CP437_HIGH, 0x80);
const CP1252 = new Map([
  ...table(CP1252_80_9F, 0x80, CP1252_HOLES),
  ...[...Array(96)].map((_, i) => [String.fromCharCode(0xa0 + i), 0xa0 + i] as const),
]);

/** Typographic characters most texts carry, for pages without them (CP437 has no dashes or quotes). */
const FALLBACKS: Record<string, string> = {
  "–": "-",
  "—": "-",
  "‘": "'",
  "’": "'",
  "‚": "'",
  "“": '"',
  "”": '"',
  "„": '"',
  "…": "...",
  "€": "EUR",
};

function encoder(high: Map<string, number>) {
  return (text: string): Uint8Array => {
    const bytes: number[] = [];
    for (const char of text.normalize("NFC")) {
      const code = char.codePointAt(0) as number;
      if (code < 0x80) {
        bytes.push(code);
        continue;
      }
      const mapped = high.get(char);
      if (mapped !== undefined) {
        bytes.push(mapped);
        continue;
      }
      const replacement = FALLBACKS[char] ?? char.normalize("NFD").replace(/[\u0300-\u036f]/g, "");
      if (replacement !== char && replacement !== "" && [...replacement].every((c) => c.charCodeAt(0) < 0x80 || high.has(c))) {
        bytes.push(...encoder(high)(replacement));
      } else {
        bytes.push(0x3f);
      }
    }
    return Uint8Array.from(bytes);
  };
}

export const encodeCp437 = encoder(CP437);
export const encodeCp1252 = encoder(CP1252);

/** Reads CP437 back (tests and anyone checking a file). */
export function decodeCp437(bytes: Uint8Array): string {
  const high = [...CP437_HIGH];
  return [...bytes].map((byte) => (byte < 0x80 ? String.fromCharCode(byte) : (high[byte - 0x80] as string))).join("");
}
