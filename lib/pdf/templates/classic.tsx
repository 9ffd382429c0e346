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

const INK = "#1f2937";
const MUTED = "#6b7280";
const NAVY = "#1e3a5f";
const RULE = "#e5e7eb";

/**
 * Classic, the template of every plan: a traditional letter-style invoice. Supplier top left,
 * the word "Invoice" and its meta top right, a grey-banded table, totals under a rule on the right.
 */
export const classicTheme: PdfTheme = {
  page: {
    fontFamily: PRIMARY_FONT_FAMILY,
    fontFeatureSettings: TEXT_FEATURES,
    fontSize: 9.5,
    color: INK,
    paddingTop: 40,
    paddingHorizontal: 48,
    paddingBottom: 64,
  },
  // A unitless line height is resolved against the same element's font size, so both are set here.
  content: { fontSize: 9.5, lineHeight: 1.35 },
  sectionTitle: { fontSize: 7.5, fontWeight: 600, color: MUTED, textTransform: "uppercase", letterSpacing: 0.8, marginBottom: 4 },
  partyName: { fontSize: 11, fontWeight: 600, lineHeight: 1.3, marginBottom: 1 },
  text: {},
  muted: { color: MUTED },
  detailLabel: { color: MUTED },
  detailValue: {},
  metaLabel: { color: MUTED },
  metaValue: { fontWeight: 500 },
  table: { marginTop: 20 },
  tableHeader: { backgroundColor: "#f3f4f6", paddingVertical: 6, paddingHorizontal: 8, borderBottom: `1pt solid ${RULE}` },
  tableHeaderText: { fontSize: 7.5, fontWeight: 600, color: "#4b5563", textTransform: "uppercase", letterSpacing: 0.6 },
  row: { paddingVertical: 6, paddingHorizontal: 8, borderBottom: `0.75pt solid ${RULE}` },
  itemTitle: { fontWeight: 500 },
  itemDetail: { fontSize: 8.5, color: MUTED },
  columns: NUMERIC_COLUMNS({ description: 46, quantity: 9, rate: 17, tax: 10, amount: 18 }),
  summary: { marginTop: 12, width: "46%" },
  summaryRow: { flexDirection: "row", justifyContent: "space-between", paddingVertical: 3, paddingHorizontal: 8 },
  summaryLabel: { color: MUTED },
  summaryValue: { ...TABULAR },
  totalRow: {
    flexDirection: "row",
    justifyContent: "space-between",
    marginTop: 4,
    paddingTop: 7,
    paddingHorizontal: 8,
    borderTop: `1.5pt solid ${INK}`,
  },
  totalLabel: { fontSize: 11, fontWeight: 700, lineHeight: 1.3 },
  totalValue: { fontSize: 11, fontWeight: 700, lineHeight: 1.3, ...TABULAR },
  block: { marginTop: 14 },
  blockBody: {},
  footer: { position: "absolute", left: 48, right: 48, bottom: 24, paddingTop: 8, borderTop: `0.75pt solid ${RULE}` },
  footerText: { fontSize: 7.5, color: MUTED },
  pageNumber: { position: "absolute", right: 48, bottom: 24, width: 100, textAlign: "right" },
  watermark: { fontWeight: 700, color: "#9ca3af", opacity: 0.2 },
};

export function ClassicTemplate({ view, logo, watermark, singlePage }: TemplateProps) {
  const theme = classicTheme;
  const { strings } = view;
  return (
    <InvoicePage view={view} style={theme.page} singlePage={singlePage}>
      <View style={theme.content}>
        <View style={{ flexDirection: "row", justifyContent: "space-between" }}>
          <View style={{ width: "55%" }}>
            <Logo logo={logo} style={{ maxWidth: 150, maxHeight: 48, marginBottom: 10 }} />
            <PartyBlock
              party={view.supplier}
              theme={theme}
              parts={["name", "address"]}
              nameStyle={{ fontSize: 15, fontWeight: 700, lineHeight: 1.25 }}
            />
          </View>
          <View style={{ width: "42%", alignItems: "flex-end" }}>
            <Text
              style={{
                fontSize: 26,
                fontWeight: 300,
                lineHeight: 1,
                color: NAVY,
                letterSpacing: 1.5,
                textTransform: "uppercase",
                marginBottom: 12,
              }}
            >
              {strings.invoice}
            </Text>
            <InvoiceMeta view={view} theme={theme} layout="list" />
          </View>
        </View>
        <View
          style={{
            marginTop: 16,
            paddingTop: 12,
            borderTop: `0.75pt solid ${RULE}`,
            flexDirection: "row",
            justifyContent: "space-between",
          }}
        >
          <PartyBlock party={view.customer} theme={theme} title={strings.billTo} style={{ width: "55%" }} />
          <PartyBlock party={view.supplier} theme={theme} title={strings.from} parts={["details"]} style={{ width: "42%" }} />
        </View>
        <LineItems view={view} theme={theme} />
        {/* How to pay, beside what to pay: the space left of the totals would otherwise stay empty. */}
        <View style={{ flexDirection: "row", justifyContent: "space-between", alignItems: "flex-start" }}>
          <View style={{ width: "50%" }}>
            <PaymentDetails view={view} theme={theme} />
          </View>
          <Summary view={view} theme={theme} />
        </View>
        <TaxNote view={view} theme={theme} />
        <Notes view={view} theme={theme} />
      </View>
      <PageFooter view={view} theme={theme} singlePage={singlePage} />
      {watermark ? <Watermark text={watermark} theme={theme} /> : null}
      {view.stamp ? <VoidStamp text={view.stamp} /> : null}
    </InvoicePage>
  );
}
