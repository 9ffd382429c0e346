import { isEuCountry, normalizeCountryCode } from "./eu-countries";

/** The names of the tax on an invoice (SPEC section 9). */
export type TaxLabel = "VAT" | "Sales Tax" | "GST/HST" | "GST" | "Tax";

const LABEL_BY_COUNTRY: Readonly<Record<string, TaxLabel>> = {
  GB: "VAT",
  US: "Sales Tax",
  CA: "GST/HST",
  AU: "GST",
  NZ: "GST",
  IN: "GST",
};

/**
 * What the tax is called in a country: VAT in the EU and GB, Sales Tax in the US, GST/HST in
 * Canada, GST in Australia, New Zealand and India, otherwise Tax. Invoices use the supplier's
 * country; the signup form labels the tax-number field with it.
 *
 * @example
 * getTaxLabel("SE") // "VAT"
 * getTaxLabel("CA") // "GST/HST"
 * getTaxLabel("JP") // "Tax"
 */
export function getTaxLabel(country: string): TaxLabel {
  const code = normalizeCountryCode(country);
  if (isEuCountry(code)) return "VAT";
  return LABEL_BY_COUNTRY[code] ?? "Tax";
}

export type PartyType = "private" | "business";
export type InvoiceTypeLabel = "B2B" | "B2C" | "C2B" | "C2C";

/** Every invoice type label, supplier first: B = business, C = consumer (a private person). */
export const INVOICE_TYPE_LABELS: readonly InvoiceTypeLabel[] = ["B2B", "B2C", "C2B", "C2C"];

/**
 * The invoice type from the two account types.
 *
 * @example
 * getInvoiceTypeLabel("business", "private") // "B2C"
 * getInvoiceTypeLabel("private", "business") // "C2B"
 */
export function getInvoiceTypeLabel(supplierType: PartyType, customerType: PartyType): InvoiceTypeLabel {
  const supplier = supplierType === "business" ? "B" : "C";
  const customer = customerType === "business" ? "B" : "C";
  return `${supplier}2${customer}` as InvoiceTypeLabel;
}
