import { View } from "@react-pdf/renderer";
import { Text } from "./text";
import type { InvoiceView } from "../view/invoice-view";
import type { PdfTheme } from "../theme";

/** Subtotal, the tax line (with the invoice's label and rate) and the total: the stored amounts. */
export function Summary({ view, theme, totalLabel }: { view: InvoiceView; theme: PdfTheme; totalLabel?: string }) {
  const { totals, strings } = view;
  return (
    <View style={theme.summary} wrap={false}>
      <View style={theme.summaryRow}>
        <Text style={theme.summaryLabel}>{strings.subtotal}</Text>
        <Text style={theme.summaryValue}>{totals.subtotal}</Text>
      </View>
      {totals.tax ? (
        <View style={theme.summaryRow}>
          <Text style={theme.summaryLabel}>{totals.tax.label}</Text>
          <Text style={theme.summaryValue}>{totals.tax.value}</Text>
        </View>
      ) : null}
      <View style={theme.totalRow}>
        <Text style={theme.totalLabel}>{totalLabel ?? strings.total}</Text>
        <Text style={theme.totalValue}>{totals.total}</Text>
      </View>
    </View>
  );
}
