import { GlyphCoverage, printableView, REPLACEMENT_CHARACTER } from "@/lib/pdf/printable-text";

// A stand-in for the embedded fonts: printable ASCII, ü, the rocket, U+FFFD, and nothing else.
const codePoints = (text: string) => Array.from(text, (character) => character.codePointAt(0) as number);
const ASCII = Array.from({ length: 0x7f - 0x20 }, (_, index) => 0x20 + index);
const fonts = new GlyphCoverage(new Set([...ASCII, ...codePoints("ü🚀\uFFFD")]));

describe("GlyphCoverage.printable", () => {
  it("keeps what the fonts draw, and plain ASCII as it is", () => {
    expect(fonts.printable("Müller GmbH 🚀")).toBe("Müller GmbH 🚀");
    expect(fonts.printable("Net 30 days\nIBAN\tSE45")).toBe("Net 30 days\nIBAN SE45"); // #26 finding 5: no font has a tab
    expect(fonts.printable("one\r\ntwo\rthree")).toBe("one\ntwo\nthree");
  });

  it("replaces a character the fonts lack with U+FFFD, one for one, never with other characters", () => {
    expect(fonts.printable("株式会社 Ltd")).toBe(`${REPLACEMENT_CHARACTER.repeat(4)} Ltd`);
    expect(fonts.printable("Müller GmbH 🚗")).toBe("Müller GmbH \uFFFD");
    // A lone surrogate (text cut in the middle of an emoji) is not a character at all.
    expect(fonts.printable("a\uD83D")).toBe("a\uFFFD");
  });

  it("prints an undrawable space as a space and drops invisible format characters", () => {
    expect(fonts.printable("a\u3000b\u2003c")).toBe("a b c");
    expect(fonts.printable("Mü\u200Bller\u200D\uFE0E\u2066")).toBe("Müller");
  });

  it("composes letters typed as a base and a combining mark (NFC)", () => {
    expect(fonts.printable("Mu\u0308ller")).toBe("Müller");
  });

  it("replaces with '?' when the fonts have no U+FFFD either", () => {
    expect(new GlyphCoverage(new Set(ASCII)).printable("株 Ltd")).toBe("? Ltd");
  });
});

describe("printableView", () => {
  it("makes every string of a nested view printable and keeps functions and other values", () => {
    const pageOf = (page: number, pages: number) => `Page ${page} of ${pages}`;
    const view = { name: "株式会社", rows: [{ label: "IBAN", value: "SE45 🚗" }], strings: { pageOf }, count: 2, none: null };
    const printable = printableView(view, fonts);
    expect(printable).toEqual({
      name: "\uFFFD".repeat(4),
      rows: [{ label: "IBAN", value: "SE45 \uFFFD" }],
      strings: { pageOf },
      count: 2,
      none: null,
    });
    expect(printable.strings.pageOf).toBe(pageOf);
    expect(view.name).toBe("株式会社");
  });
});
