import { View } from "@react-pdf/renderer";
import { Text } from "./text";
import type { PdfTheme } from "../theme";

/**
 * The type size that keeps the whole phrase on the page: about 660 pt of Inter Bold (0.6 em a
 * character), whose run at -35° spans ~540 × 380 pt, inside A4 and Letter. The German phrase is
 * half again as long as the Swedish one.
 */
export function watermarkFontSize(text: string): number {
  return Math.min(54, Math.floor(1100 / Math.max(text.length, 1)));
}

/**
 * The Free plan's mark: diagonal, light, on every page (`fixed`). It is real text, so it cannot be
 * cropped off like an image, and it shows up in the PDF's text.
 */
export function Watermark({ text, theme }: { text: string; theme: PdfTheme }) {
  return (
    // Wider than the page, so the rotated line is never wrapped or clipped by the page's width.
    <View
      fixed
      style={{ position: "absolute", top: 0, bottom: 0, left: -200, right: -200, justifyContent: "center", alignItems: "center" }}
    >
      <Text
        style={[
          { transform: "rotate(-35deg)", textAlign: "center", width: 900, lineHeight: 1, maxLines: 1, fontSize: watermarkFontSize(text) },
          theme.watermark,
        ]}
      >
        {text}
      </Text>
    </View>
  );
}
