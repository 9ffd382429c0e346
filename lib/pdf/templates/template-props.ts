import type { PdfLogo } from "../sections/logo";
import type { PageNumbering } from "../sections/page-footer";
import type { InvoiceView } from "../view/invoice-view";

export type TemplateProps = PageNumbering & {
  view: InvoiceView;
  logo: PdfLogo | null;
  /** The Free plan's diagonal mark, in the invoice's language; null on Pro. */
  watermark: string | null;
};
