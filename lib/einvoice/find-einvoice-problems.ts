import { Decimal } from "@/lib/money";
import { normalizeCountryCode } from "@/lib/tax";
import type { EinvoiceCheckInput } from "./einvoice-source";
import type { EinvoiceFormat, VatCategoryCode } from "./model";
import { isSwedishOrganizationNumber, legalRegistrationId, present } from "./party-ids";
import { peppolEndpoint } from "./peppol-endpoint";
import { vatCategoryCode } from "./vat-category";

/** One thing the invoice lacks, in plain words ("the customer's VAT number"), and its field. */
export type EinvoiceProblem = { field: string; text: string };

/** Categories whose seller must show a VAT id (BR-S-02, BR-Z-02, BR-E-02, BR-AE-02, BR-IC-02, BR-G-02). */
const NEEDS_SELLER_VAT_ID: ReadonlySet<VatCategoryCode> = new Set(["S", "Z", "E", "AE", "K", "G"]);
const SWEDISH_STANDARD_RATES = ["25", "12", "6"];

/**
 * What keeps an invoice from being a valid EN 16931 / Peppol BIS 3.0 e-invoice: the data the rules
 * need and the invoice (or the draft) doesn't have. Empty when it can be made. Pure: the server
 * answers 422 with it, the invoice form warns with it before the invoice exists. UBL (Peppol) asks
 * more than CII: both parties need a registered identifier as their electronic address.
 *
 * @example
 * findEinvoiceProblems(draft) // [{ field: "customer.vatNumber", text: "the customer's VAT number" }]
 */
export function findEinvoiceProblems(input: EinvoiceCheckInput, format: EinvoiceFormat = "ubl"): EinvoiceProblem[] {
  const problems: EinvoiceProblem[] = [];
  const need = (field: string, text: string) => problems.push({ field, text });
  const { supplier, customer } = input;
  const supplierCountry = normalizeCountryCode(supplier.country);
  const customerCountry = normalizeCountryCode(customer.country);
  const supplierVat = present(supplier.vatNumber);
  const categories = new Set(
    input.lineRates.map((rate) => vatCategoryCode(rate, { ...input, taxExplanation: null, supplierHasVatId: supplierVat !== null })),
  );

  // Germany's rules (DE-R-*) apply when seller and buyer are both in Germany.
  const germanRules = supplierCountry === "DE" && customerCountry === "DE";

  // BR-08 and the national Peppol rules (IT, NL, DE) want a street and a city; a postal code where it exists.
  if (!present(supplier.address)) need("supplier.address", "your street address");
  if (!present(supplier.city)) need("supplier.city", "your city");
  if ((["NL", "IT"].includes(supplierCountry) || germanRules) && !present(supplier.postalCode))
    need("supplier.postalCode", "your postal code");
  // DE-R-006: the seller contact's phone (BT-42); its name and e-mail (BT-41, BT-43) are always there.
  if (germanRules && !present(supplier.phone)) need("supplier.phone", "your phone number");

  if (!supplierVat && [...categories].some((code) => NEEDS_SELLER_VAT_ID.has(code))) need("supplier.vatNumber", "your VAT number");
  // BR-CO-26: a seller without a VAT id (category O) is identified by its registration number.
  if (!supplierVat || categories.has("O")) {
    if (!present(supplier.organizationNumber)) need("supplier.organizationNumber", "your organization number");
  }
  const orgNumber = legalRegistrationId(supplier.country, supplier.organizationNumber);
  if (supplierCountry === "SE" && orgNumber && !isSwedishOrganizationNumber(orgNumber)) {
    need("supplier.organizationNumber", "a valid Swedish organization number (10 digits, like 556036-0793)");
  }
  if (supplierCountry === "SE" && categories.has("S")) {
    const odd = input.lineRates.filter((rate) => new Decimal(rate).gt(0) && !SWEDISH_STANDARD_RATES.includes(new Decimal(rate).toString()));
    if (odd.length > 0) need("items.taxRate", "a Swedish VAT rate (25, 12 or 6 %)");
  }
  if (supplierCountry === "NL" && !present(supplier.iban) && !present(supplier.bankAccountNumber)) {
    need("supplier.iban", "your IBAN or bank account number");
  }

  // BR-AE-02 and BR-IC-02: the customer accounts for the VAT, so it must be identified.
  if (categories.has("K") && !present(customer.vatNumber)) need("customer.vatNumber", "the customer's VAT number");
  if (categories.has("AE") && !present(customer.vatNumber) && !present(customer.organizationNumber)) {
    need("customer.vatNumber", "the customer's VAT number");
  }
  if (supplierCountry === "NL" && customerCountry === "NL") {
    if (!present(customer.address)) need("customer.address", "the customer's street address");
    if (!present(customer.city)) need("customer.city", "the customer's city");
    if (!present(customer.postalCode)) need("customer.postalCode", "the customer's postal code");
  }
  // DE-R-008, DE-R-009: the buyer's city and postal code.
  if (germanRules) {
    if (!present(customer.city)) need("customer.city", "the customer's city");
    if (!present(customer.postalCode)) need("customer.postalCode", "the customer's postal code");
  }
  if (format === "ubl") {
    if (!peppolEndpoint(supplier)) need("supplier.peppolId", "your VAT or organization number as a Peppol address");
    if (!peppolEndpoint(customer)) need("customer.peppolId", "the customer's VAT or organization number as a Peppol address");
  }
  return problems;
}

/** "Missing for an e-invoice: your street address and the customer's VAT number." */
export function describeEinvoiceProblems(problems: readonly EinvoiceProblem[]): string {
  const texts = [...new Set(problems.map((problem) => problem.text))];
  const list = texts.length <= 1 ? texts.join("") : `${texts.slice(0, -1).join(", ")} and ${texts[texts.length - 1]}`;
  return `This invoice can't be made into a valid e-invoice. Missing: ${list}.`;
}
