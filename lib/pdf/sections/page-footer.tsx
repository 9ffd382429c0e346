import { View } from "@react-pdf/renderer";
import { Text } from "./text";
import type { InvoiceView } from "../view/invoice-view";
import type { PdfTheme, Style } from "../theme";

// A no-break space keeps each "·" at the end of a line, never the start of the next. (Two
// plain spaces around it make react-pdf 4.9 lose a space and misplace the line break.)
const FOOTER_SEPARATOR = "\u00a0· ";

export type PageNumbering = {
  /** Set when the document is known to fit on one page: "Page 1 of 1" is then plain text. */
  singlePage: boolean;
};

/**
 * "Page 1 of 2" in the invoice's language, on every page. A `render` text is only filled in after
 * pagination, and react-pdf skips it inside a fixed parent: so it is positioned on the page itself,
 * with a width of its own (laid out empty, it would be given none). A render text also makes
 * react-pdf lay the whole page out again — a quarter of a one-page render — hence the plain text
 * when the page count is known (see render-invoice-pdf.ts).
 */
export function PageNumber({ view, style, singlePage }: PageNumbering & { view: InvoiceView; style: Style | Style[] }) {
  if (singlePage) {
    return (
      <Text style={style} fixed>
        {view.strings.pageOf(1, 1)}
      </Text>
    );
  }
  return <Text style={style} fixed render={({ pageNumber, totalPages }) => view.strings.pageOf(pageNumber, totalPages)} />;
}

/** The supplier's identity in one line and the page number, at the foot of every page. */
export function PageFooter({ view, theme, singlePage }: PageNumbering & { view: InvoiceView; theme: PdfTheme }) {
  return (
    <>
      <View fixed style={theme.footer}>
        <Text style={[theme.footerText, { marginRight: 100 }]}>{view.footer.join(FOOTER_SEPARATOR)}</Text>
      </View>
      <PageNumber view={view} style={[theme.footerText, theme.pageNumber]} singlePage={singlePage} />
    </>
  );
}
