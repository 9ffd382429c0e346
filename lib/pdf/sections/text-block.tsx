import { View } from "@react-pdf/renderer";
import { Text } from "./text";
import type { PdfTheme, Style } from "../theme";

/** A titled block of free text (the tax note, notes): the user's line breaks are kept. */
export function TextBlock({ title, body, theme, style }: { title: string; body: string; theme: PdfTheme; style?: Style }) {
  return (
    <View style={[theme.block, style ?? {}]} wrap={false}>
      <Text style={theme.sectionTitle}>{title}</Text>
      <Text style={theme.blockBody}>{body}</Text>
    </View>
  );
}
