import {
  calculateInvoiceTotals,
  calculateScenarioTax,
  customerHasValidVatNumber,
  type InvoiceLineInput,
  type TaxScenario,
  type SupplyType,
} from "@/lib/tax";
import type { InvoiceLanguage } from "@/lib/money";
import type { InvoiceLine } from "./invoice-fields";
import type { ItemUnit } from "./item-units";

export type TaxParties = {
  /** overOssThreshold: the server's finding (lib/eu-vat); the form's live preview may leave it out. */
  supplier: { country: string; vatRegistered: boolean; ossRegistered: boolean; ownRate: string | null; overOssThreshold?: boolean };
  customer: { country: string; customerType: "private" | "business"; vatNumber: string | null };
};

export type TaxChoice = {
  scenario: TaxScenario;
  supplyType: SupplyType;
  invoiceDate: string;
  language: InvoiceLanguage;
  overrideRate: string | null;
  customExplanation: string | null;
  items: (InvoiceLineInput & { unit?: ItemUnit | null })[];
};

/** The fields of a parsed invoice the tax depends on: the server's schema and the form's both give them. */
export type InvoiceTaxFields = {
  vatScenario: TaxScenario;
  supplyType: SupplyType | null;
  invoiceDate: string | null;
  language: InvoiceLanguage | null;
  taxCalculationType: "automatic" | "manual_override";
  userOverrideRate: string | null;
  customVatExplanation: string | null;
  items: InvoiceLine[];
};

/**
 * The user's tax choices from a parsed invoice, the issuer's defaults filling in what was left out.
 * The server (draft-invoice.ts), the form's payload and its live preview all go through here.
 */
export function taxChoiceOf(
  data: InvoiceTaxFields,
  defaults: { invoiceDate: string; language: InvoiceLanguage; supplyType: SupplyType },
): TaxChoice {
  return {
    scenario: data.vatScenario,
    supplyType: data.supplyType ?? defaults.supplyType,
    invoiceDate: data.invoiceDate ?? defaults.invoiceDate,
    language: data.language ?? defaults.language,
    // The schema wrote the rate as "7.25" and made sure a manual override has one.
    overrideRate: data.taxCalculationType === "manual_override" ? data.userOverrideRate : null,
    customExplanation: data.vatScenario === "custom" ? data.customVatExplanation : null,
    items: data.items,
  };
}

/**
 * The tax and every amount of an invoice, from the parties and the user's choices only: nothing the
 * client computed is used. Pure, so the form can show the same numbers live.
 */
export function computeInvoiceTax(parties: TaxParties, choice: TaxChoice) {
  const situation = {
    supplier: {
      country: parties.supplier.country,
      isVatRegistered: parties.supplier.vatRegistered,
      isOssRegistered: parties.supplier.ossRegistered,
      isOverOssThreshold: parties.supplier.overOssThreshold ?? false,
      ownRate: parties.supplier.ownRate,
    },
    customer: { country: parties.customer.country, type: parties.customer.customerType, vatNumber: parties.customer.vatNumber },
    supplyType: choice.supplyType,
    taxPoint: choice.invoiceDate,
    language: choice.language,
  };
  const tax = calculateScenarioTax(situation, choice.scenario, {
    overrideRate: choice.overrideRate,
    customExplanation: choice.customExplanation,
  });
  const totals = calculateInvoiceTotals({ items: choice.items, taxRate: tax.rate });
  return { tax, totals, customerVatRegistered: customerHasValidVatNumber(situation.customer) };
}
