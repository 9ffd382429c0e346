import type { InvoiceJson } from "@/lib/invoices/invoice-json";

/** What the e-invoice is made of: a stored invoice as the API answers it (its own party copies). */
export type EinvoiceSource = Pick<
  InvoiceJson,
  | "number"
  | "invoiceDate"
  | "dueDate"
  | "currency"
  | "subtotal"
  | "tax"
  | "total"
  | "notes"
  | "paymentInstructions"
  | "vatScenario"
  | "reverseCharge"
  | "taxExplanation"
  | "customer"
  | "supplier"
  | "items"
> &
  /** BT-83 (issue #27); absent, the invoice number stands in. */
  Partial<Pick<InvoiceJson, "paymentReference">> &
  /** BT-6 and BT-111 (issue #29); absent, the invoice states no VAT in another currency. */
  Partial<Pick<InvoiceJson, "vatInNationalCurrency">> &
  /** BT-72 (art. 226(7), issue #25); absent, the invoice date is the date of supply. */
  Partial<Pick<InvoiceJson, "supplyDate">>;

/**
 * What decides whether an invoice can be a valid e-invoice, before it exists: the invoice form
 * checks a draft with it (profile, chosen customer, live tax result), the server the stored copy.
 */
export type EinvoiceCheckInput = {
  vatScenario: string;
  reverseCharge: boolean;
  /** Each line's tax rate ("25.00"). */
  lineRates: readonly string[];
  supplier: Pick<
    InvoiceJson["supplier"],
    | "name"
    | "email"
    | "phone"
    | "address"
    | "city"
    | "postalCode"
    | "country"
    | "vatNumber"
    | "organizationNumber"
    | "iban"
    | "bankAccountNumber"
  >;
  customer: Pick<
    InvoiceJson["customer"],
    "name" | "email" | "address" | "city" | "postalCode" | "country" | "vatNumber" | "organizationNumber"
  >;
};

export function checkInputOf(source: EinvoiceSource): EinvoiceCheckInput {
  return {
    vatScenario: source.vatScenario,
    reverseCharge: source.reverseCharge,
    lineRates: source.items.map((item) => item.taxRate),
    supplier: source.supplier,
    customer: source.customer,
  };
}
