import { choosePdfLayout } from "@/lib/pdf/choose-template";

describe("choosePdfLayout: the plan at render time decides, whatever the invoice names", () => {
  it.each([
    // template      isPro  → template     watermark
    ["classic", false, "classic", true],
    ["modern", false, "classic", true], //     issued while Pro, downloaded after a downgrade
    ["corporate", false, "classic", true],
    ["classic", true, "classic", false],
    ["modern", true, "modern", false],
    ["minimal", true, "minimal", false],
    ["corporate", true, "corporate", false],
    ["unknown", true, "classic", false], //    anything unexpected prints, as Classic
  ] as const)("%s, isPro %s → %s, watermark %s", (template, isPro, expected, watermark) => {
    expect(choosePdfLayout(template, isPro)).toEqual({ template: expected, watermark });
  });
});
