import { calculateInvoiceTotals, calculateScenarioTax, customerHasValidVatNumber, type TaxScenario, type SupplyType } from "@/lib/tax";
import type { InvoiceLanguage } from "@/lib/money";

export type TaxParties = {
  supplier: { country: string; vatRegistered: boolean; ossRegistered: boolean; ownRate: string | null };
  customer: { country: string; customerType: "private" | "business"; vatNumber: string | null };
};

export type TaxChoice = {
  scenario: TaxScenario;
  supplyType: SupplyType;
  invoiceDate: string;
  language: InvoiceLanguage;
  overrideRate: string | null;
  customExplanation: string | null;
  items: { description: string; quantity: number; rate: string }[];
};

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
