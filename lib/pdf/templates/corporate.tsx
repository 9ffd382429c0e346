import "server-only";
import { View } from "@react-pdf/renderer";
import { InvoicePage } from "../sections/invoice-page";
import { Text } from "../sections/text";
import { PRIMARY_FONT_FAMILY } from "../fonts";
import { CompanyFooter } from "../sections/company-footer";
import { InvoiceMeta } from "../sections/invoice-meta";
import { LineItems } from "../sections/line-items";
import { Logo } from "../sections/logo";
import { Notes } from "../sections/notes";
import { PartyBlock } from "../sections/party-block";
import { PaymentDetails } from "../sections/payment-details";
import { Summary } from "../sections/summary";
import { TaxNote } from "../sections/tax-note";
import { VoidStamp } from "../sections/void-stamp";
import { Watermark } from "../sections/watermark";
import { TABULAR, TEXT_FEATURES, type PdfTheme } from "../theme";
import type { TemplateProps } from "./template-props";

const INK = "#1e293b";
const MUTED = "#64748b";
const NAVY = "#0b2545";
const GOLD = "#b08d57";
const GRID = "#cbd5e1";
const BOX = `0.75pt solid ${GRID}`;
const PAGE_X = 40;
const PAD = 8;

/**
 * Corporate (Pro): a business letter with a ruled grid. Navy letterhead bar on every page, boxed
 * meta and parties under navy title bars, a fully ruled table, a three-column company footer.
 * Dense, smaller type; capitals for structure.
 */
export const corporateTheme: PdfTheme = {
  page: {
    fontFamily: PRIMARY_FONT_FAMILY,
    fontFeatureSettings: TEXT_FEATURES,
    fontSize: 8.5,
    color: INK,
    paddingTop: 40,
    paddingHorizontal: PAGE_X,
    paddingBottom: 78,
  },
  content: { fontSize: 8.5, lineHeight: 1.4 },
  // A title bar across the top of its box: the negative margins reach over the box's padding.
  sectionTitle: {
    marginTop: -PAD,
    marginHorizontal: -PAD,
    marginBottom: 6,
    paddingVertical: 3.5,
    paddingHorizontal: PAD,
    backgroundColor: NAVY,
    color: "#ffffff",
    fontSize: 7,
    fontWeight: 600,
    textTransform: "uppercase",
    letterSpacing: 1,
  },
  partyName: { fontSize: 9.5, fontWeight: 700 },
  text: {},
  muted: { color: MUTED },
  detailLabel: { color: MUTED },
  detailValue: {},
  metaLabel: { fontSize: 6.5, fontWeight: 600, color: MUTED, textTransform: "uppercase", letterSpacing: 0.8, marginBottom: 2 },
  metaValue: { fontSize: 9.5, fontWeight: 600 },
  table: { marginTop: 14, borderLeft: BOX, borderRight: BOX },
  tableHeader: { backgroundColor: NAVY },
  tableHeaderText: { fontSize: 7, fontWeight: 600, color: "#ffffff", textTransform: "uppercase", letterSpacing: 0.8 },
  row: { borderBottom: BOX },
  rowAlt: { backgroundColor: "#f8fafc" },
  itemTitle: { fontWeight: 600 },
  itemDetail: { fontSize: 7.5, color: MUTED },
  // Ruled columns: each cell carries its own left rule and padding.
  columns: {
    description: { flexGrow: 44, flexBasis: 0, paddingVertical: 5, paddingHorizontal: 6 },
    quantity: { flexGrow: 9, flexBasis: 0, textAlign: "right", paddingVertical: 5, paddingHorizontal: 6, borderLeft: BOX, ...TABULAR },
    rate: { flexGrow: 17, flexBasis: 0, textAlign: "right", paddingVertical: 5, paddingHorizontal: 6, borderLeft: BOX, ...TABULAR },
    tax: { flexGrow: 12, flexBasis: 0, textAlign: "right", paddingVertical: 5, paddingHorizontal: 6, borderLeft: BOX, ...TABULAR },
    amount: { flexGrow: 18, flexBasis: 0, textAlign: "right", paddingVertical: 5, paddingHorizontal: 6, borderLeft: BOX, ...TABULAR },
  },
  summary: { marginTop: -0.75, marginLeft: "auto", width: "35%", border: BOX },
  summaryRow: { flexDirection: "row", justifyContent: "space-between", paddingVertical: 4, paddingHorizontal: 6, borderBottom: BOX },
  summaryLabel: { color: MUTED },
  summaryValue: { ...TABULAR },
  totalRow: { flexDirection: "row", justifyContent: "space-between", paddingVertical: 6, paddingHorizontal: 6, backgroundColor: NAVY },
  totalLabel: { fontWeight: 700, color: "#ffffff", textTransform: "uppercase", letterSpacing: 0.8 },
  totalValue: { fontSize: 10, fontWeight: 700, color: "#ffffff", lineHeight: 1.2, ...TABULAR },
  block: { marginTop: 12, padding: PAD, border: BOX },
  blockBody: {},
  footer: {
    position: "absolute",
    left: PAGE_X,
    right: PAGE_X,
    bottom: 24,
    paddingTop: 8,
    paddingRight: 90,
    borderTop: `1.5pt solid ${NAVY}`,
  },
  footerText: { fontSize: 6.5, color: MUTED },
  pageNumber: { position: "absolute", right: PAGE_X, bottom: 24 + 22, width: 90, textAlign: "right" },
  watermark: { fontWeight: 700, color: "#94a3b8", opacity: 0.2 },
};

const box = { padding: PAD, border: BOX };

export function CorporateTemplate({ view, logo, watermark, singlePage }: TemplateProps) {
  const theme = corporateTheme;
  const { strings, customer, reference } = view;
  return (
    <InvoicePage view={view} style={theme.page} singlePage={singlePage}>
      {/* The letterhead bar, on every page. */}
      <View fixed style={{ position: "absolute", top: 0, left: 0, right: 0, height: 8, backgroundColor: NAVY }} />
      <View fixed style={{ position: "absolute", top: 8, left: 0, right: 0, height: 2, backgroundColor: GOLD }} />
      <View style={theme.content}>
        <View style={{ flexDirection: "row", justifyContent: "space-between", alignItems: "flex-start" }}>
          <View style={{ width: "60%" }}>
            <Logo logo={logo} style={{ maxWidth: 140, maxHeight: 44, marginBottom: 8 }} />
            <Text style={{ fontSize: 13, fontWeight: 700, color: NAVY, textTransform: "uppercase", letterSpacing: 0.6, lineHeight: 1.25 }}>
              {view.supplier.name}
            </Text>
            <Text style={theme.muted}>{view.supplier.addressLines.join(" · ")}</Text>
          </View>
          <View style={{ alignItems: "flex-end" }}>
            <Text style={{ fontSize: 20, fontWeight: 700, color: NAVY, textTransform: "uppercase", letterSpacing: 3, lineHeight: 1.1 }}>
              {strings.invoice}
            </Text>
            <View style={{ width: 40, height: 2, backgroundColor: GOLD, marginTop: 5 }} />
          </View>
        </View>

        <InvoiceMeta
          view={view}
          theme={theme}
          layout="cells"
          extra={reference ? [reference] : []}
          style={{ marginTop: 16, border: BOX, backgroundColor: "#f8fafc" }}
          cellStyle={{ paddingVertical: 6, paddingHorizontal: PAD, borderRight: BOX }}
        />

        <View style={{ flexDirection: "row", justifyContent: "space-between", marginTop: 12 }}>
          <PartyBlock
            party={{ ...customer, details: customer.details.filter((row) => row !== reference) }}
            theme={theme}
            title={strings.billTo}
            style={{ ...box, width: "49%" }}
          />
          <PartyBlock party={view.supplier} theme={theme} title={strings.from} parts={["details"]} style={{ ...box, width: "49%" }} />
        </View>

        <LineItems view={view} theme={theme} />
        <Summary view={view} theme={theme} />
        <TaxNote view={view} theme={theme} />
        <View style={{ flexDirection: "row", justifyContent: "space-between" }}>
          <PaymentDetails view={view} theme={theme} style={{ width: view.notes ? "58%" : "100%" }} />
          <Notes view={view} theme={theme} style={{ width: view.payment ? "40%" : "100%" }} />
        </View>
      </View>
      <CompanyFooter view={view} theme={theme} singlePage={singlePage} />
      {watermark ? <Watermark text={watermark} theme={theme} /> : null}
      {view.stamp ? <VoidStamp text={view.stamp} /> : null}
    </InvoicePage>
  );
}
