import type { InvoiceView } from "../view/invoice-view";
import type { PdfTheme, Style } from "../theme";
import { TextBlock } from "./text-block";

export function Notes({ view, theme, style }: { view: InvoiceView; theme: PdfTheme; style?: Style }) {
  if (!view.notes) return null;
  return <TextBlock title={view.strings.notes} body={view.notes} theme={theme} style={style} />;
}
