import type { InvoiceView } from "../view/invoice-view";
import type { PdfTheme, Style } from "../theme";
import { TextBlock } from "./text-block";

/**
 * The legal wording of the tax treatment (reverse charge, export, exemption, the user's custom
 * text): Art. 226(11) and (11a) of the VAT directive want it on the invoice itself.
 */
export function TaxNote({ view, theme, style }: { view: InvoiceView; theme: PdfTheme; style?: Style }) {
  if (!view.taxNote) return null;
  return <TextBlock title={view.strings.taxNote} body={view.taxNote} theme={theme} style={style} />;
}
