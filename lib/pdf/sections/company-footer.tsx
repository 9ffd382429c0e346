import { View } from "@react-pdf/renderer";
import { Text } from "./text";
import type { InvoiceView } from "../view/invoice-view";
import type { PdfTheme } from "../theme";
import { PageNumber, type PageNumbering } from "./page-footer";

/**
 * A business letter's footer: the supplier's address, contacts and registration in three columns
 * on every page (the German Geschäftsbrief habit), with the page number.
 */
export function CompanyFooter({ view, theme, singlePage }: PageNumbering & { view: InvoiceView; theme: PdfTheme }) {
  return (
    <>
      <View fixed style={[theme.footer, { flexDirection: "row" }]}>
        {view.footerColumns.map((lines, index) => (
          <Text key={index} style={[theme.footerText, { flex: 1, paddingRight: 10, lineHeight: 1.4 }]}>
            {lines.join("\n")}
          </Text>
        ))}
      </View>
      <PageNumber view={view} style={[theme.footerText, theme.pageNumber]} singlePage={singlePage} />
    </>
  );
}
