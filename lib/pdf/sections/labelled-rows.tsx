import { View } from "@react-pdf/renderer";
import { Text } from "./text";
import type { LabelledValue } from "../view/invoice-view";
import type { PdfTheme, Style } from "../theme";

type LabelledRowsProps = {
  rows: LabelledValue[];
  theme: PdfTheme;
  /** A label column of this width (bank details read as a table); without it, "Label value" runs inline. */
  labelWidth?: number;
  style?: Style;
};

/**
 * "Label  value" lines: party details, meta and bank details share this one shape. Inline rows are
 * one text with styled spans — a text node is the unit react-pdf lays out, and every one costs.
 */
export function LabelledRows({ rows, theme, labelWidth, style }: LabelledRowsProps) {
  if (!labelWidth) {
    return (
      <Text style={[theme.detailValue, style ?? {}]}>
        {rows.map((row, index) => [
          <Text key={row.label} style={theme.detailLabel}>{`${row.label}\u00a0 `}</Text>,
          row.value,
          index < rows.length - 1 ? "\n" : "",
        ])}
      </Text>
    );
  }
  return (
    <View style={style}>
      {rows.map((row) => (
        <View key={row.label} style={{ flexDirection: "row" }}>
          <Text style={[theme.detailLabel, { width: labelWidth }]}>{row.label}</Text>
          <Text style={[theme.detailValue, { flex: 1 }]}>{row.value}</Text>
        </View>
      ))}
    </View>
  );
}
