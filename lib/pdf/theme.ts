import type { Styles } from "@react-pdf/renderer";

export type Style = Styles[string];

/**
 * The typography and decoration of one template: the shared section components read their
 * styles from here and nothing else, so a template is a layout plus a theme, never its own
 * copy of the data handling.
 */
export interface PdfTheme {
  page: Style;
  /**
   * Wraps the flowing content and carries the line height. Not on the page itself: react-pdf 4.9
   * drops the "Page 1 of 2" text (laid out after pagination) when the page has a line height.
   */
  content: Style;
  /** Small headings over a block ("Bill to", "Payment details"). */
  sectionTitle: Style;
  partyName: Style;
  text: Style;
  muted: Style;
  detailLabel: Style;
  detailValue: Style;
  metaLabel: Style;
  metaValue: Style;
  table: Style;
  tableHeader: Style;
  tableHeaderText: Style;
  row: Style;
  /** Every second row, for templates with zebra stripes. */
  rowAlt?: Style;
  itemTitle: Style;
  itemDetail: Style;
  /** Column widths and alignment: description, quantity, rate, tax %, amount. */
  columns: { description: Style; quantity: Style; rate: Style; tax: Style; amount: Style };
  summary: Style;
  summaryRow: Style;
  summaryLabel: Style;
  summaryValue: Style;
  totalRow: Style;
  totalLabel: Style;
  totalValue: Style;
  /** Containers of the tax note, payment details and notes. */
  block: Style;
  blockBody: Style;
  footer: Style;
  footerText: Style;
  /** Absolutely placed on the page (see PageNumber), level with the footer. */
  pageNumber: Style;
  watermark: Style;
}

/**
 * OpenType features for every text run. Shaping is most of a render's cost, and fontkit applies
 * Inter's contextual alternates (calt) and its fraction features (frac, numr, dnom) to every run:
 * measured 1.4 ms → 0.3 ms per line with them off, kerning kept. Off is also what an invoice
 * wants: "1/2" in a description stays as typed instead of turning into a fraction glyph.
 */
export const TEXT_FEATURES = { calt: false, frac: false, numr: false, dnom: false };

/** Amounts line up digit under digit (Inter's tabular figures). */
export const TABULAR: Style = { fontFeatureSettings: { ...TEXT_FEATURES, tnum: true } };

type ColumnShares = { description: number; quantity: number; rate: number; tax: number; amount: number };

/**
 * The items table's columns as shares of its width. Flex shares rather than "46%" strings: the
 * style parser runs a regular expression over every percentage of every box, on every render.
 */
export const NUMERIC_COLUMNS = (shares: ColumnShares) => ({
  description: { flexGrow: shares.description, flexBasis: 0, paddingRight: 8 },
  quantity: { flexGrow: shares.quantity, flexBasis: 0, textAlign: "right" as const, ...TABULAR },
  rate: { flexGrow: shares.rate, flexBasis: 0, textAlign: "right" as const, ...TABULAR },
  tax: { flexGrow: shares.tax, flexBasis: 0, textAlign: "right" as const, ...TABULAR },
  amount: { flexGrow: shares.amount, flexBasis: 0, textAlign: "right" as const, ...TABULAR },
});
