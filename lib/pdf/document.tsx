import "server-only";
import { Document } from "@react-pdf/renderer";
import type { InvoiceTemplate } from "@/lib/invoices/templates";
import { pdfGlyphCoverage } from "./fonts";
import { printableView } from "./printable-text";
import { ClassicTemplate } from "./templates/classic";
import { CorporateTemplate } from "./templates/corporate";
import { MinimalTemplate } from "./templates/minimal";
import { ModernTemplate } from "./templates/modern";
import type { TemplateProps } from "./templates/template-props";

const TEMPLATES: Record<InvoiceTemplate, (props: TemplateProps) => React.ReactElement> = {
  classic: ClassicTemplate,
  modern: ModernTemplate,
  minimal: MinimalTemplate,
  corporate: CorporateTemplate,
};

export type InvoiceDocumentProps = TemplateProps & {
  template: InvoiceTemplate;
  /** PDF/A-3b for Factur-X (lib/einvoice/facturx): pdfkit then writes PDF 1.7, the XMP identification and an sRGB output intent. */
  conformance?: "PDF/A-3b";
  /** Called with react-pdf's layout tree once the document is laid out (fits-on-one-page.ts reads it). */
  onLayout?: (layout: unknown) => void;
};

// react-pdf hands a Document's onRender the layout it drew as `_INTERNAL__LAYOUT__DATA_`.
type RenderedParams = { _INTERNAL__LAYOUT__DATA_?: unknown };

/**
 * The PDF file: its metadata (title, author, language) and one template's pages.
 *
 * The pages print the view with every character the embedded fonts lack replaced (printable-text.ts):
 * one place for every field, so no section can print "=€" for an emoji. The metadata is Unicode
 * text, not glyphs, and keeps the names as typed.
 */
export function InvoiceDocument({ template, conformance, view, watermark, onLayout, ...props }: InvoiceDocumentProps) {
  const Template = TEMPLATES[template];
  const coverage = pdfGlyphCoverage();
  return (
    <Document
      title={view.title}
      author={view.supplier.name}
      subject={view.title}
      language={view.language}
      creator="InvoiceFlow"
      producer="InvoiceFlow"
      conformance={conformance}
      onRender={onLayout && ((params) => onLayout((params as RenderedParams)._INTERNAL__LAYOUT__DATA_))}
    >
      <Template {...props} view={printableView(view, coverage)} watermark={watermark === null ? null : coverage.printable(watermark)} />
    </Document>
  );
}
