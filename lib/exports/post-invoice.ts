import { convertAmount, Decimal, sumDecimals } from "@/lib/money";
import type { SaleKind } from "./account-plans";

/** What the posting reads of an invoice (an ExportDocument, or a test's plain object). */
export type PostableInvoice = {
  vatScenario: string;
  supplyType: string;
  oss: boolean;
  currency: string;
  nationalCurrency: string | null;
  /** Decimal strings, as the exports read them ("1234.50"). */
  nationalVatAmount: string | null;
  tax: string;
  items: { amount: string; taxAmount: string; taxRate: string }[];
};

/** One revenue line of a booked invoice: a sale kind and rate, its net and its VAT in the books' currency. */
export type Posting = { kind: SaleKind; rate: string; net: string; vat: string };

const EXPORT_SCENARIOS = new Set(["export_business", "export_private", "foreign_to_local_b2b"]);

/**
 * What a sale is for the books: taxed at home (by rate), declared through OSS, an EU supply to a
 * customer with a VAT number (reverse-charged services, Art. 138 goods), an export (outside the
 * scope, Art. 146 goods), or without VAT at home (small-business exemption, a custom 0 %).
 */
export function classifySale(invoice: Pick<PostableInvoice, "vatScenario" | "supplyType" | "oss">, rate: string): SaleKind {
  const isGoods = invoice.supplyType === "goods";
  if (invoice.oss) return "oss";
  if (invoice.vatScenario === "intra_region_b2b") return isGoods ? "euGoods" : "euServices";
  if (new Decimal(rate).greaterThan(0)) return "taxed";
  if (EXPORT_SCENARIOS.has(invoice.vatScenario)) return isGoods ? "exportGoods" : "exportServices";
  return "exempt";
}

/**
 * An invoice's revenue in the books' currency at `rate`, one posting per tax rate of its lines.
 * The VAT is the amount the invoice states in that currency when it states one (Art. 230), else the
 * converted tax; split over the rates so the parts add up to it exactly (the last takes the cent).
 * Pure.
 */
export function postInvoice(invoice: PostableInvoice, rate: string, booksCurrency: string): { gross: string; postings: Posting[] } {
  const groups = new Map<string, { net: Decimal; vat: Decimal }>();
  for (const item of invoice.items) {
    const key = new Decimal(item.taxRate).toFixed(2);
    const group = groups.get(key) ?? { net: new Decimal(0), vat: new Decimal(0) };
    group.net = group.net.plus(item.amount);
    group.vat = group.vat.plus(item.taxAmount);
    groups.set(key, group);
  }
  const statedVat =
    invoice.nationalCurrency === booksCurrency && invoice.nationalVatAmount ? invoice.nationalVatAmount : convertAmount(invoice.tax, rate);
  const entries = [...groups.entries()];
  let vatLeft = new Decimal(statedVat);
  const postings = entries.map(([taxRate, group], index): Posting => {
    const vat = index === entries.length - 1 ? vatLeft.toFixed(2) : convertAmount(group.vat, rate);
    vatLeft = vatLeft.minus(vat);
    return { kind: classifySale(invoice, taxRate), rate: taxRate, net: convertAmount(group.net, rate), vat };
  });
  const gross = sumDecimals(postings.flatMap((posting) => [posting.net, posting.vat])).toFixed(2);
  return { gross, postings };
}
