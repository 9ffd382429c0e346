import { Page } from "@react-pdf/renderer";
import type { ReactNode } from "react";
import type { InvoiceView } from "../view/invoice-view";
import type { Style } from "../theme";
import type { PageNumbering } from "./page-footer";

/** The paper's height in points, as react-pdf sizes its pages. */
const PAPER_HEIGHT: Record<InvoiceView["paperSize"], number> = { A4: 841.89, LETTER: 792 };

/**
 * Every template's page. When the document is expected to fit on one page (`singlePage`, the
 * first attempt of render-invoice-pdf-in-thread.ts), the page does not wrap: react-pdf's paginator
 * would otherwise lay the whole page out a second time (styles, flexbox, text) only to find it
 * fits — 14 % of a render (issue #30). A page that does not wrap is sized by its content, so its
 * minimum height is the paper's: one that fits is laid out exactly as the paginator lays it out,
 * byte for byte. One that does not fit is found by fits-on-one-page.ts and rendered again, wrapping.
 */
export function InvoicePage({
  view,
  style,
  singlePage,
  children,
}: PageNumbering & { view: InvoiceView; style: Style; children: ReactNode }) {
  return (
    <Page size={view.paperSize} style={singlePage ? [style, { minHeight: PAPER_HEIGHT[view.paperSize] }] : style} wrap={!singlePage}>
      {children}
    </Page>
  );
}
