import { View } from "@react-pdf/renderer";
import { Text } from "./text";
import type { InvoiceView } from "../view/invoice-view";
import type { PdfTheme } from "../theme";

/**
 * The items table. The header row is `fixed`: when the lines flow onto another page, react-pdf
 * repeats it there. A row never splits across pages (`wrap={false}`), so an amount always stays
 * next to its description. The description and its details are one text with two styles: every
 * box react-pdf lays out costs time, and a table has many.
 */
export function LineItems({ view, theme }: { view: InvoiceView; theme: PdfTheme }) {
  const { strings, items } = view;
  const { columns } = theme;
  return (
    <View style={theme.table}>
      <View style={[theme.tableHeader, { flexDirection: "row" }]} fixed>
        <Text style={[theme.tableHeaderText, columns.description]}>{strings.description}</Text>
        <Text style={[theme.tableHeaderText, columns.quantity]}>{strings.quantity}</Text>
        <Text style={[theme.tableHeaderText, columns.rate]}>{strings.rate}</Text>
        <Text style={[theme.tableHeaderText, columns.tax]}>{view.taxColumn}</Text>
        <Text style={[theme.tableHeaderText, columns.amount]}>{strings.amount}</Text>
      </View>
      {items.map((item, index) => (
        <View key={index} style={[theme.row, { flexDirection: "row" }, index % 2 === 1 && theme.rowAlt ? theme.rowAlt : {}]} wrap={false}>
          <Text style={[theme.text, columns.description]}>
            <Text style={theme.itemTitle}>{item.title}</Text>
            {item.details.length ? <Text style={theme.itemDetail}>{`\n${item.details.join("\n")}`}</Text> : null}
          </Text>
          <Text style={[theme.text, columns.quantity]}>{item.quantity}</Text>
          <Text style={[theme.text, columns.rate]}>{item.rate}</Text>
          <Text style={[theme.text, columns.tax]}>{item.taxRate}</Text>
          <Text style={[theme.text, columns.amount]}>{item.amount}</Text>
        </View>
      ))}
    </View>
  );
}
