import { View } from "@react-pdf/renderer";
import { Text } from "./text";
import type { InvoiceView } from "../view/invoice-view";
import type { PdfTheme } from "../theme";

const BALANCE = { fontSize: 11, fontWeight: 700, lineHeight: 1.3 } as const;
const RATE_NOTE = { fontSize: 6.5, lineHeight: 1.2, textAlign: "right" } as const;

/**
 * Subtotal, the tax line (with the invoice's label and rate) and the total: the stored amounts.
 * Once something is paid, the amount paid and the balance due follow, the balance set like the
 * total: it is what the reader still owes (and what the payment QR code asks for). The total then
 * keeps its own name, whatever a layout calls it otherwise ("Amount due"). An invoice in another
 * currency than the supplier's states its VAT in the national one last, with the rate (Art. 230).
 */
export function Summary({ view, theme, totalLabel }: { view: InvoiceView; theme: PdfTheme; totalLabel?: string }) {
  const { totals, strings } = view;
  const { payments } = totals;
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
        <Text style={theme.totalLabel}>{payments ? strings.total : (totalLabel ?? strings.total)}</Text>
        <Text style={theme.totalValue}>{totals.total}</Text>
      </View>
      {payments ? (
        <>
          <View style={[theme.summaryRow, { marginTop: 4 }]}>
            <Text style={theme.summaryLabel}>{payments.paid.label}</Text>
            <Text style={theme.summaryValue}>{payments.paid.value}</Text>
          </View>
          {/* Bold in the value's colour: a template's total style may be white on its own band. */}
          <View style={theme.summaryRow}>
            <Text style={[theme.summaryValue, BALANCE]}>{payments.balanceDue.label}</Text>
            <Text style={[theme.summaryValue, BALANCE]}>{payments.balanceDue.value}</Text>
          </View>
        </>
      ) : null}
      {totals.nationalTax ? (
        <View style={{ marginTop: 2 }}>
          <View style={theme.summaryRow}>
            <Text style={theme.summaryLabel}>{totals.nationalTax.label}</Text>
            <Text style={theme.summaryValue}>{totals.nationalTax.value}</Text>
          </View>
          <Text style={[theme.summaryLabel, RATE_NOTE]}>{totals.nationalTax.note}</Text>
        </View>
      ) : null}
    </View>
  );
}
