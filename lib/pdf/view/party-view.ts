import type { InvoiceJson } from "@/lib/invoices/invoice-json";
import { getTaxLabel } from "@/lib/tax";
import type { PdfStrings } from "../strings";
import { countryNameIn } from "./format";
import { labelledValues, present, type LabelledValue } from "./labelled-values";

export interface PartyView {
  name: string;
  addressLines: string[];
  details: LabelledValue[];
}

type Address = { address: string | null; city: string | null; postalCode: string | null; country: string | null };

// Where the city comes before the postal code; most of Europe writes "114 55 Stockholm".
const CITY_COMMA_CODE = new Set(["US", "CA", "AU"]);
const CITY_THEN_CODE = new Set(["GB", "IE", "NZ", "IN"]);

function placeLine(city: string, code: string, country: string): string {
  if (!city || !code) return city || code;
  if (CITY_COMMA_CODE.has(country)) return `${city}, ${code}`;
  if (CITY_THEN_CODE.has(country)) return `${city} ${code}`;
  return `${code} ${city}`;
}

/** Street lines as typed, the place line in the country's order, the country's name in the invoice's language. */
export function addressLines(party: Address, language: string): string[] {
  const street = present(party.address) ? party.address.split(/\r?\n/).map((line) => line.trim()) : [];
  const place = placeLine(party.city?.trim() ?? "", party.postalCode?.trim() ?? "", party.country ?? "");
  return [...street, place, countryNameIn(party.country, language) ?? ""].filter(Boolean);
}

/** "VAT number" where the party's country has VAT (the invoice's tax label for the supplier), else "Tax ID". */
export function taxNumberLabel(taxLabel: string, strings: PdfStrings): string {
  return taxLabel === "VAT" ? strings.vatNumber : strings.taxId;
}

export function supplierView(supplier: InvoiceJson["supplier"], taxLabel: string, strings: PdfStrings, language: string): PartyView {
  return {
    name: supplier.name,
    addressLines: addressLines(supplier, language),
    details: labelledValues([
      [strings.organizationNumber, supplier.organizationNumber],
      [taxNumberLabel(taxLabel, strings), supplier.vatNumber],
      [strings.email, supplier.email],
      [strings.phone, supplier.phone],
      [strings.website, supplier.website],
    ]),
  };
}

/** The customer, and its invoice reference on its own for layouts that print it among the meta. */
export function customerView(
  customer: InvoiceJson["customer"],
  strings: PdfStrings,
  language: string,
): { party: PartyView; reference: LabelledValue | null } {
  const [reference = null] = labelledValues([[strings.reference, customer.invoiceReference]]);
  const details = labelledValues([
    [strings.email, customer.email],
    [taxNumberLabel(customer.country ? getTaxLabel(customer.country) : "Tax", strings), customer.vatNumber],
    [strings.organizationNumber, customer.organizationNumber],
  ]);
  return {
    party: { name: customer.name, addressLines: addressLines(customer, language), details: reference ? [...details, reference] : details },
    reference,
  };
}
