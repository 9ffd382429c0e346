import { rememberShapedRuns, type ShapingFont } from "@/lib/pdf/shaping-cache";

class Run {
  constructor(
    public glyphs: string[],
    public positions: { xAdvance: number }[],
  ) {}
  get advanceWidth() {
    return this.positions.reduce((sum, position) => sum + position.xAdvance, 0);
  }
}

/** A stand-in for a fontkit font: one glyph per character, 10 units wide, counting its work. */
function countingFont() {
  const shaped: string[] = [];
  const font: ShapingFont = {
    layout(text: string, ...options: unknown[]) {
      shaped.push(`${text}|${JSON.stringify(options)}`);
      return new Run(
        [...text],
        [...text].map(() => ({ xAdvance: 10 })),
      );
    },
  };
  rememberShapedRuns(font);
  return { font, shaped };
}

describe("rememberShapedRuns", () => {
  it("shapes a text once and answers the remembered run after that", () => {
    const { font, shaped } = countingFont();
    const first = font.layout("Invoice number", ["kern"], undefined, undefined, "ltr");
    const second = font.layout("Invoice number", ["kern"], undefined, undefined, "ltr");
    expect(shaped).toHaveLength(1);
    expect(second.glyphs).toEqual(first.glyphs);
    expect((second as Run).advanceWidth).toBe(140);
  });

  it("shapes again when the text or any option differs", () => {
    const { font, shaped } = countingFont();
    font.layout("Due date", ["kern"]);
    font.layout("Due date", ["kern", "liga"]);
    font.layout("Due date", ["kern"], undefined, undefined, "rtl");
    font.layout("Due date ", ["kern"]);
    expect(shaped).toHaveLength(4);
  });

  it("gives every caller its own positions and glyph list, so adjusting one run leaves the next intact", () => {
    const { font } = countingFont();
    const justified = font.layout("Total");
    justified.positions[0]!["xAdvance"] = 35;
    justified.glyphs.push("extra");
    const next = font.layout("Total");
    expect(next.positions[0]!.xAdvance).toBe(10);
    expect(next.glyphs).toEqual([..."Total"]);
    expect(next).toBeInstanceOf(Run);
  });

  it("forgets the oldest texts past its bound instead of growing", () => {
    const { font, shaped } = countingFont();
    for (let line = 0; line <= 1_000; line += 1) font.layout(`line ${line}`);
    font.layout("line 1000");
    expect(shaped).toHaveLength(1_001);
    font.layout("line 0");
    expect(shaped).toHaveLength(1_002);
  });

  it("keeps the texts in use, however many others pass through", () => {
    const { font, shaped } = countingFont();
    font.layout("Invoice date");
    for (let line = 0; line < 999; line += 1) font.layout(`line ${line}`);
    font.layout("Invoice date");
    font.layout("one more line");
    font.layout("Invoice date");
    expect(shaped.filter((entry) => entry.startsWith("Invoice date|"))).toHaveLength(1);
    font.layout("line 0");
    expect(shaped.filter((entry) => entry.startsWith("line 0|"))).toHaveLength(2);
  });

  it("wraps a font once, however often fonts are prepared", () => {
    const { font, shaped } = countingFont();
    rememberShapedRuns(font);
    font.layout("Subtotal");
    font.layout("Subtotal");
    expect(shaped).toHaveLength(1);
  });
});
