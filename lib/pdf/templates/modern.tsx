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

const INK = "#0f172a";
const MUTED = "#64748b";
const ACCENT = "#4f46e5";
const BAND = "#1e1b4b";
const TINT = "#f5f5ff";
const PAGE_X = 44;
const PAGE_TOP = 36;

/**
 * Modern (Pro): a full-width colour band carries the sender and the invoice number, the amount due
 * stands out in a card, the table has a filled header and zebra rows, blocks are tinted cards.
 * Bigger, bolder type than Classic.
 */
export const modernTheme: PdfTheme = {
  page: {
    fontFamily: PRIMARY_FONT_FAMILY,
    fontFeatureSettings: TEXT_FEATURES,
    fontSize: 9.5,
    color: INK,
    paddingTop: PAGE_TOP,
    paddingHorizontal: PAGE_X,
    paddingBottom: 56,
  },
  content: { fontSize: 9.5, lineHeight: 1.4 },
  sectionTitle: { fontSize: 8.5, fontWeight: 600, color: ACCENT, marginBottom: 4 },
  partyName: { fontSize: 12, fontWeight: 600, lineHeight: 1.3, marginBottom: 1 },
  text: {},
  muted: { color: MUTED },
  detailLabel: { color: MUTED },
  detailValue: {},
  metaLabel: { fontSize: 8, color: MUTED, marginBottom: 2 },
  metaValue: { fontSize: 11, fontWeight: 600, lineHeight: 1.25 },
  table: { marginTop: 16 },
  tableHeader: { backgroundColor: ACCENT, borderRadius: 4, paddingVertical: 7, paddingHorizontal: 10 },
  tableHeaderText: { fontSize: 8.5, fontWeight: 600, color: "#ffffff" },
  row: { paddingVertical: 6, paddingHorizontal: 10 },
  rowAlt: { backgroundColor: "#f8fafc" },
  itemTitle: { fontWeight: 600 },
  itemDetail: { fontSize: 8.5, color: MUTED },
  columns: NUMERIC_COLUMNS({ description: 46, quantity: 9, rate: 17, tax: 10, amount: 18 }),
  summary: { marginTop: 12 },
  summaryRow: { flexDirection: "row", justifyContent: "space-between", paddingVertical: 3, paddingHorizontal: 10 },
  summaryLabel: { color: MUTED },
  summaryValue: { ...TABULAR },
  totalRow: {
    flexDirection: "row",
    justifyContent: "space-between",
    alignItems: "center",
    marginTop: 6,
    paddingVertical: 7,
    paddingHorizontal: 10,
    borderRadius: 4,
    backgroundColor: BAND,
  },
  totalLabel: { fontSize: 11, fontWeight: 600, lineHeight: 1.2, color: "#ffffff" },
  totalValue: { fontSize: 13, fontWeight: 700, lineHeight: 1.2, color: "#ffffff", ...TABULAR },
  block: { marginTop: 12, padding: 10, borderRadius: 4, backgroundColor: TINT, borderLeft: `3pt solid ${ACCENT}` },
  blockBody: {},
  footer: { position: "absolute", left: PAGE_X, right: PAGE_X, bottom: 22, paddingTop: 8, borderTop: `1.5pt solid ${ACCENT}` },
  footerText: { fontSize: 7.5, color: MUTED },
  pageNumber: { position: "absolute", right: PAGE_X, bottom: 22, width: 100, textAlign: "right" },
  watermark: { fontWeight: 700, color: "#94a3b8", opacity: 0.2 },
};

const card = { padding: 10, borderRadius: 6, backgroundColor: TINT };

export function ModernTemplate({ view, logo, watermark, singlePage }: TemplateProps) {
  const theme = modernTheme;
  const { strings } = view;
  return (
    <InvoicePage view={view} style={theme.page} singlePage={singlePage}>
      <View style={theme.content}>
        {/* The band bleeds to the page edges: negative margins undo the page padding on page 1 only. */}
        <View
          style={{
            marginTop: -PAGE_TOP,
            marginHorizontal: -PAGE_X,
            paddingTop: PAGE_TOP,
            paddingBottom: 20,
            paddingHorizontal: PAGE_X,
            backgroundColor: BAND,
            flexDirection: "row",
            justifyContent: "space-between",
            alignItems: "flex-end",
          }}
        >
          <View style={{ width: "58%" }}>
            {logo ? (
              <View style={{ backgroundColor: "#ffffff", borderRadius: 4, padding: 6, alignSelf: "flex-start", marginBottom: 10 }}>
                <Logo logo={logo} style={{ maxWidth: 130, maxHeight: 40 }} />
              </View>
            ) : null}
            <PartyBlock
              party={view.supplier}
              theme={{ ...theme, text: { color: "#c7d2fe" } }}
              parts={["name", "address"]}
              nameStyle={{ fontSize: 16, fontWeight: 700, color: "#ffffff", lineHeight: 1.25, marginBottom: 2 }}
            />
          </View>
          <View style={{ alignItems: "flex-end" }}>
            <Text style={{ fontSize: 30, fontWeight: 700, lineHeight: 1, color: "#ffffff", marginBottom: 6 }}>{strings.invoice}</Text>
            <Text style={{ fontSize: 12, fontWeight: 500, color: "#c7d2fe" }}>{view.number}</Text>
          </View>
        </View>

        <View style={{ flexDirection: "row", justifyContent: "space-between", marginTop: 16 }}>
          <PartyBlock party={view.customer} theme={theme} title={strings.billTo} style={{ width: "48%" }} />
          <PartyBlock party={view.supplier} theme={theme} title={strings.from} parts={["details"]} style={{ width: "48%" }} />
        </View>

        <View style={{ flexDirection: "row", justifyContent: "space-between", marginTop: 14 }}>
          <InvoiceMeta view={view} theme={theme} layout="cells" withNumber={false} style={{ ...card, width: "62%" }} />
          <View style={{ ...card, width: "35%", backgroundColor: ACCENT }}>
            <Text style={[theme.metaLabel, { color: "#c7d2fe" }]}>{strings.amountDue}</Text>
            <Text style={{ fontSize: 16, fontWeight: 700, lineHeight: 1.2, color: "#ffffff", ...TABULAR }}>{view.totals.amountDue}</Text>
          </View>
        </View>

        <LineItems view={view} theme={theme} />
        {/* Payment details beside the totals: what to pay and how, read together. */}
        <View style={{ flexDirection: "row", justifyContent: "space-between", alignItems: "flex-start" }}>
          <View style={{ width: "52%" }}>
            <PaymentDetails view={view} theme={theme} />
          </View>
          <View style={{ width: "44%" }}>
            <Summary view={view} theme={theme} totalLabel={strings.amountDue} />
            <Notes view={view} theme={theme} />
          </View>
        </View>
        <TaxNote view={view} theme={theme} />
      </View>
      <PageFooter view={view} theme={theme} singlePage={singlePage} />
      {watermark ? <Watermark text={watermark} theme={theme} /> : null}
      {view.stamp ? <VoidStamp text={view.stamp} /> : null}
    </InvoicePage>
  );
}
