/**
 * The accounts the accountant's exports book to (issue #29), by what a sale is for VAT. Defaults
 * from the Swedish BAS plan (SIE) and DATEV's SKR03 and SKR04 (DATEV); each can be changed in
 * Settings, as an accountant's chart often differs (docs/tax.md lists them with their sources).
 */

/** What a sale is for VAT, which picks its revenue account (lib/exports/classify-sale.ts). */
export const SALE_KINDS = ["taxed", "exempt", "euServices", "euGoods", "exportServices", "exportGoods", "oss"] as const;
export type SaleKind = (typeof SALE_KINDS)[number];

export type SieAccounts = {
  receivables: string;
  bank: string;
  /** Sales taxed at home, by rate: 25 %, 12 %, 6 % (other rates book as 25 %). */
  sales25: string;
  sales12: string;
  sales6: string;
  vat25: string;
  vat12: string;
  vat6: string;
  salesExempt: string;
  salesEuServices: string;
  salesEuGoods: string;
  salesExportServices: string;
  salesExportGoods: string;
  salesOss: string;
  vatOss: string;
  fxGain: string;
  fxLoss: string;
};

export const SIE_DEFAULTS: SieAccounts = {
  receivables: "1510",
  bank: "1930",
  sales25: "3001",
  sales12: "3002",
  sales6: "3003",
  vat25: "2611",
  vat12: "2621",
  vat6: "2631",
  salesExempt: "3004",
  salesEuServices: "3308",
  salesEuGoods: "3108",
  salesExportServices: "3305",
  salesExportGoods: "3105",
  salesOss: "3106",
  vatOss: "2618",
  fxGain: "3960",
  fxLoss: "7960",
};

/** BAS names for the #KONTO lines (the accountant's program keeps its own names for known accounts). */
export const SIE_ACCOUNT_NAMES: Record<keyof SieAccounts, string> = {
  receivables: "Kundfordringar",
  bank: "Företagskonto",
  sales25: "Försäljning inom Sverige, 25 % moms",
  sales12: "Försäljning inom Sverige, 12 % moms",
  sales6: "Försäljning inom Sverige, 6 % moms",
  vat25: "Utgående moms på försäljning inom Sverige, 25 %",
  vat12: "Utgående moms på försäljning inom Sverige, 12 %",
  vat6: "Utgående moms på försäljning inom Sverige, 6 %",
  salesExempt: "Försäljning inom Sverige, momsfri",
  salesEuServices: "Försäljning tjänster till annat EU-land",
  salesEuGoods: "Försäljning varor till annat EU-land, momsfri",
  salesExportServices: "Försäljning tjänster till land utanför EU",
  salesExportGoods: "Försäljning varor till land utanför EU",
  salesOss: "Försäljning till annat EU-land, moms i köparens land (OSS)",
  vatOss: "Utgående moms i annat EU-land (OSS)",
  fxGain: "Valutakursvinster på fordringar och skulder av rörelsekaraktär",
  fxLoss: "Valutakursförluster på fordringar och skulder av rörelsekaraktär",
};

export type DatevAccounts = {
  /** The customers' (Sammel-)Debitor: a personal account, one digit longer than the Sachkonten. */
  debtor: string;
  bank: string;
  /** Revenue taxed at home: DATEV's automatic accounts compute the VAT themselves. */
  taxed19: string;
  taxed7: string;
  exempt: string;
  euServices: string;
  euGoods: string;
  exportServices: string;
  exportGoods: string;
  oss: string;
  /** BU-Schlüssel of the EU sales to customers with a VAT number (reverse charge, Art. 138 goods); empty for none. */
  euServicesKey: string;
  euGoodsKey: string;
};

export const DATEV_DEFAULTS: Record<"SKR03" | "SKR04", DatevAccounts> = {
  SKR03: {
    debtor: "10000",
    bank: "1200",
    taxed19: "8400",
    taxed7: "8300",
    exempt: "8195",
    euServices: "8336",
    euGoods: "8125",
    exportServices: "8338",
    exportGoods: "8120",
    oss: "8320",
    euServicesKey: "11",
    euGoodsKey: "11",
  },
  SKR04: {
    debtor: "10000",
    bank: "1800",
    taxed19: "4400",
    taxed7: "4300",
    exempt: "4185",
    euServices: "4336",
    euGoods: "4125",
    exportServices: "4338",
    exportGoods: "4120",
    oss: "4320",
    euServicesKey: "11",
    euGoodsKey: "11",
  },
};

export const DATEV_CHARTS = ["SKR03", "SKR04"] as const;
export type DatevChart = (typeof DATEV_CHARTS)[number];
