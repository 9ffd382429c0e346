import type { InvoiceLanguage } from "@/lib/money";

/**
 * The legal wording printed on invoices, in each invoice language. Art. 226 of Council Directive
 * 2006/112/EC requires it: point 11 a reference to the provision when a supply is exempt, point
 * 11a the words "Reverse charge" when the customer accounts for the VAT. The Swedish and German
 * texts use the terms of the national acts (omvänd betalningsskyldighet;
 * Steuerschuldnerschaft des Leistungsempfängers, § 14a UStG).
 */
export const EXPLANATION_KEYS = [
  "domestic",
  "us_sales_tax",
  "reverse_charge_intra_eu",
  "intra_community_goods",
  "supplier_country_services",
  "below_distance_threshold",
  "oss_digital",
  "oss_goods",
  "export_goods",
  "export_services_b2b",
  "digital_outside_eu",
  "reverse_charge_customer",
  "import_goods",
  "outside_scope",
  "small_business_eu",
  "not_registered",
] as const;
export type ExplanationKey = (typeof EXPLANATION_KEYS)[number];

const DIRECTIVE = {
  en: "Council Directive 2006/112/EC",
  sv: "rådets direktiv 2006/112/EG",
  de: "der Richtlinie 2006/112/EG",
} as const;

const article = {
  en: (n: string) => `Article ${n} of ${DIRECTIVE.en}`,
  sv: (n: string) => `artikel ${n} i ${DIRECTIVE.sv}`,
  de: (n: string) => `Artikel ${n} ${DIRECTIVE.de}`,
};

export const EXPLANATIONS: Readonly<Record<ExplanationKey, Readonly<Record<InvoiceLanguage, string>>>> = {
  domestic: {
    en: "Domestic supply – tax charged at the supplier's rate",
    sv: "Inhemsk försäljning – skatt enligt säljarens skattesats",
    de: "Inländischer Umsatz – Steuer zum Steuersatz des leistenden Unternehmers",
  },
  us_sales_tax: {
    en: "US sales tax at the seller's rate",
    sv: "Amerikansk försäljningsskatt (sales tax) enligt säljarens skattesats",
    de: "US-Verkaufssteuer (Sales Tax) zum Steuersatz des Verkäufers",
  },
  reverse_charge_intra_eu: {
    en: `Reverse charge – ${article.en("196")}`,
    sv: `Omvänd betalningsskyldighet – ${article.sv("196")}`,
    de: `Steuerschuldnerschaft des Leistungsempfängers – ${article.de("196")}`,
  },
  intra_community_goods: {
    en: `Exempt intra-Community supply of goods – ${article.en("138")}`,
    sv: `Unionsintern leverans av varor, undantagen från mervärdesskatt – ${article.sv("138")}`,
    de: `Steuerfreie innergemeinschaftliche Lieferung – ${article.de("138")}`,
  },
  supplier_country_services: {
    en: `VAT of the supplier's country: place of supply of services to a consumer – ${article.en("45")}`,
    sv: `Mervärdesskatt i säljarens land: omsättningsland för tjänster till konsument – ${article.sv("45")}`,
    de: `Umsatzsteuer des Landes des leistenden Unternehmers: Ort der Leistung an Nichtunternehmer – ${article.de("45")}`,
  },
  below_distance_threshold: {
    en: `VAT of the supplier's country: EU-wide threshold for sales to consumers in other member states not exceeded – ${article.en("59c")}`,
    sv: `Mervärdesskatt i säljarens land: tröskelvärdet för försäljning till konsumenter i andra EU-länder är inte överskridet – ${article.sv("59c")}`,
    de: `Umsatzsteuer des Landes des leistenden Unternehmers: EU-weite Umsatzschwelle für Umsätze an Verbraucher in anderen Mitgliedstaaten nicht überschritten – ${article.de("59c")}`,
  },
  oss_digital: {
    en: `VAT of the customer's country, declared through the One-Stop-Shop (OSS) – ${article.en("58")}`,
    sv: `Mervärdesskatt i köparens land, redovisas via One Stop Shop (OSS) – ${article.sv("58")}`,
    de: `Umsatzsteuer des Landes des Leistungsempfängers, erklärt über den One-Stop-Shop (OSS) – ${article.de("58")}`,
  },
  oss_goods: {
    en: `VAT of the customer's country, declared through the One-Stop-Shop (OSS) – ${article.en("33")}`,
    sv: `Mervärdesskatt i köparens land, redovisas via One Stop Shop (OSS) – ${article.sv("33")}`,
    de: `Umsatzsteuer des Landes des Leistungsempfängers, erklärt über den One-Stop-Shop (OSS) – ${article.de("33")}`,
  },
  export_goods: {
    en: `Exempt export of goods outside the EU – ${article.en("146")}`,
    sv: `Export av varor till land utanför EU, undantagen från mervärdesskatt – ${article.sv("146")}`,
    de: `Steuerfreie Ausfuhrlieferung in ein Drittland – ${article.de("146")}`,
  },
  export_services_b2b: {
    en: `Outside the scope of EU VAT: place of supply is the customer's country – ${article.en("44")}`,
    sv: `Utanför EU:s mervärdesskatteområde: tjänsten omsätts i köparens land – ${article.sv("44")}`,
    de: `Nicht im Gemeinschaftsgebiet steuerbar: Leistungsort im Land des Leistungsempfängers – ${article.de("44")}`,
  },
  digital_outside_eu: {
    en: `Outside the scope of EU VAT: electronically supplied services are taxed where the customer lives – ${article.en("58")}`,
    sv: `Utanför EU:s mervärdesskatteområde: elektroniska tjänster beskattas där köparen är bosatt – ${article.sv("58")}`,
    de: `Nicht im Gemeinschaftsgebiet steuerbar: elektronisch erbrachte Dienstleistungen werden am Wohnsitz des Leistungsempfängers besteuert – ${article.de("58")}`,
  },
  reverse_charge_customer: {
    en: `Reverse charge: VAT to be accounted for by the customer – ${article.en("196")}`,
    sv: `Omvänd betalningsskyldighet: köparen redovisar mervärdesskatten – ${article.sv("196")}`,
    de: `Steuerschuldnerschaft des Leistungsempfängers: die Umsatzsteuer schuldet der Leistungsempfänger – ${article.de("196")}`,
  },
  import_goods: {
    en: `No VAT charged by the supplier: import VAT is payable by the importer on entry into the EU – ${article.en("201")}`,
    sv: `Ingen mervärdesskatt debiteras av säljaren: importmoms betalas av importören vid införsel till EU – ${article.sv("201")}`,
    de: `Keine Umsatzsteuer des Lieferers: die Einfuhrumsatzsteuer schuldet der Importeur bei der Einfuhr in die EU – ${article.de("201")}`,
  },
  outside_scope: {
    en: "No tax charged: supply to a customer abroad, outside the scope of tax in the supplier's country",
    sv: "Ingen skatt debiteras: försäljning till kund i utlandet, utanför skattens tillämpningsområde i säljarens land",
    de: "Keine Steuer berechnet: Leistung an einen Empfänger im Ausland, im Land des leistenden Unternehmers nicht steuerbar",
  },
  small_business_eu: {
    en: `VAT exempt: small business scheme – Articles 282–292 of ${DIRECTIVE.en}`,
    sv: `Undantagen från mervärdesskatt: särskild ordning för småföretag – artiklarna 282–292 i ${DIRECTIVE.sv}`,
    de: `Umsatzsteuerfrei: Steuerbefreiung für Kleinunternehmen – Artikel 282–292 ${DIRECTIVE.de}`,
  },
  not_registered: {
    en: "No tax charged: the supplier is not registered for tax",
    sv: "Ingen skatt debiteras: säljaren är inte registrerad för skatt",
    de: "Keine Steuer berechnet: der leistende Unternehmer ist nicht steuerlich registriert",
  },
};

/**
 * The wording for an invoice language; unknown languages get English.
 *
 * @example
 * explanationText("reverse_charge_intra_eu", "sv") // "Omvänd betalningsskyldighet – artikel 196 i rådets direktiv 2006/112/EG"
 */
export function explanationText(key: ExplanationKey, language: string = "en"): string {
  const texts = EXPLANATIONS[key];
  return language === "sv" || language === "de" ? texts[language] : texts.en;
}
