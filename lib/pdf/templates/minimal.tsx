import "server-only";
import { View } from "@react-pdf/renderer";
import { InvoicePage } from "../sections/invoice-page";
import { Text } from "../sections/text";
import { PRIMARY_FONT_FAMILY } from "../fonts";
import { InvoiceMeta } from "../sections/invoice-meta";
import { LineItems } from "../sections/line-items";
import { Logo } from "../sections/logo";
import { Notes } from "../sections/notes";
import { PageFooter } from "../sections/page-footer";
import { PartyBlock } from "../sections/party-block";
import { PaymentDetails } from "../sections/payment-details";
import { Summary } from "../sections/summary";
import { TaxNote } from "../sections/tax-note";
import { VoidStamp } from "../sections/void-stamp";
import { Watermark } from "../sections/watermark";
import { NUMERIC_COLUMNS, TABULAR, TEXT_FEATURES, type PdfTheme } from "../theme";
import type { TemplateProps } from "./template-props";

const INK = "#111111";
const MUTED = "#8a8a8a";
const HAIRLINE = `0.5pt solid ${INK}`;
const PAGE_X = 56;

/**
 * Minimal (Pro): black on white, no fills, no colour. A large light invoice number, small spaced
 * capitals for labels, hairlines only where the eye needs a boundary, and room to breathe.
 */
export const minimalTheme: PdfTheme = {
  page: {
    fontFamily: PRIMARY_FONT_FAMILY,
    fontFeatureSettings: TEXT_FEATURES,
    fontSize: 9,
    color: INK,
    paddingTop: 44,
    paddingHorizontal: PAGE_X,
    paddingBottom: 56,
  },
  content: { fontSize: 9, lineHeight: 1.45 },
  sectionTitle: { fontSize: 6.5, fontWeight: 500, color: MUTED, textTransform: "uppercase", letterSpacing: 1.6, marginBottom: 6 },
  partyName: { fontWeight: 500 },
  text: {},
  muted: { color: MUTED },
  detailLabel: { color: MUTED },
  detailValue: {},
  metaLabel: { fontSize: 6.5, fontWeight: 500, color: MUTED, textTransform: "uppercase", letterSpacing: 1.6, marginBottom: 6 },
  metaValue: {},
  table: { marginTop: 24 },
  tableHeader: { paddingBottom: 6, borderBottom: HAIRLINE },
  tableHeaderText: { fontSize: 6.5, fontWeight: 500, color: MUTED, textTransform: "uppercase", letterSpacing: 1.6 },
  row: { paddingVertical: 6 },
  itemTitle: {},
  itemDetail: { color: MUTED },
  columns: NUMERIC_COLUMNS({ description: 50, quantity: 8, rate: 16, tax: 10, amount: 16 }),
  summary: { marginLeft: "auto", width: "42%", borderTop: HAIRLINE, paddingTop: 8 },
  summaryRow: { flexDirection: "row", justifyContent: "space-between", paddingVertical: 2 },
  summaryLabel: { color: MUTED },
  summaryValue: { ...TABULAR },
  totalRow: { flexDirection: "row", justifyContent: "space-between", alignItems: "flex-end", marginTop: 10 },
  totalLabel: { fontSize: 6.5, fontWeight: 500, color: MUTED, textTransform: "uppercase", letterSpacing: 1.6, marginBottom: 3 },
  totalValue: { fontSize: 18, fontWeight: 300, lineHeight: 1.1, ...TABULAR },
  block: { marginTop: 18 },
  blockBody: {},
  footer: { position: "absolute", left: PAGE_X, right: PAGE_X, bottom: 28 },
  footerText: { fontSize: 6.5, color: MUTED },
  pageNumber: { position: "absolute", right: PAGE_X, bottom: 28, width: 100, textAlign: "right" },
  watermark: { fontWeight: 300, color: "#9a9a9a", opacity: 0.25 },
};

export function MinimalTemplate({ view, logo, watermark, singlePage }: TemplateProps) {
  const theme = minimalTheme;
  const { strings } = view;
  return (
    <InvoicePage view={view} style={theme.page} singlePage={singlePage}>
      <View style={theme.content}>
        <View style={{ flexDirection: "row", justifyContent: "space-between", alignItems: "flex-start" }}>
          <View>
            <Logo logo={logo} style={{ maxWidth: 120, maxHeight: 36, marginBottom: 8 }} />
            <Text style={{ fontWeight: 600 }}>{view.supplier.name}</Text>
          </View>
          <Text style={theme.sectionTitle}>{strings.invoice}</Text>
        </View>

        <Text style={{ fontSize: 34, fontWeight: 300, lineHeight: 1.1, letterSpacing: -0.5, marginTop: 26 }}>{view.number}</Text>

        {/* A Swiss grid: four equal columns under small spaced labels. */}
        <View style={{ flexDirection: "row", marginTop: 24 }}>
          <PartyBlock party={view.customer} theme={theme} title={strings.billTo} style={{ width: "37%", paddingRight: 14 }} />
          <PartyBlock party={view.supplier} theme={theme} title={strings.from} style={{ width: "38%", paddingRight: 14 }} />
          <InvoiceMeta
            view={view}
            theme={theme}
            layout="cells"
            withNumber={false}
            style={{ width: "25%", flexDirection: "column" }}
            cellStyle={{ marginBottom: 10 }}
          />
        </View>

        <LineItems view={view} theme={theme} />
        <Summary view={view} theme={theme} />
        <TaxNote view={view} theme={theme} />
        <View style={{ flexDirection: "row" }}>
          <PaymentDetails view={view} theme={theme} style={{ width: view.notes ? "58%" : "100%", paddingRight: 20 }} />
          <Notes view={view} theme={theme} style={{ width: view.payment ? "42%" : "100%" }} />
        </View>
      </View>
      <PageFooter view={view} theme={theme} singlePage={singlePage} />
      {watermark ? <Watermark text={watermark} theme={theme} /> : null}
      {view.stamp ? <VoidStamp text={view.stamp} /> : null}
    </InvoicePage>
  );
}
