import { View } from "@react-pdf/renderer";
import { Text } from "./text";

const RED = "#dc2626";

/** Large, yet the longest word ("MAKULERAD", "STORNIERT") stays on the page once turned. */
export function voidStampFontSize(text: string): number {
  return Math.min(96, Math.floor(560 / Math.max(text.length, 1)));
}

/**
 * A void invoice's stamp: the word ("VOID", "MAKULERAD", "STORNIERT") in a red frame, turned like
 * a rubber stamp, on every page (`fixed`). Real text, so it is in the PDF's text and can't be
 * cropped off like an image; translucent, so the invoice under it stays legible. It sits above the
 * Free plan's watermark, which runs through the middle of the page.
 */
export function VoidStamp({ text }: { text: string }) {
  const fontSize = voidStampFontSize(text);
  return (
    <View fixed style={{ position: "absolute", top: 0, bottom: 0, left: 0, right: 0, alignItems: "center", paddingTop: 150 }}>
      <View
        style={{
          transform: "rotate(-24deg)",
          borderWidth: 5,
          borderColor: RED,
          borderRadius: 10,
          paddingHorizontal: 18,
          paddingVertical: 4,
          opacity: 0.45,
        }}
      >
        <Text style={{ fontSize, fontWeight: 700, lineHeight: 1.1, letterSpacing: 4, color: RED, maxLines: 1 }}>{text}</Text>
      </View>
    </View>
  );
}
