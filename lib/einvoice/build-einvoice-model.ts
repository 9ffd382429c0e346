import { Decimal, roundMoney, serializeAmount, sumDecimals } from "@/lib/money";
import { unitCodeOf } from "@/lib/invoices/item-units";
import { normalizeCountryCode } from "@/lib/tax";
import { checkInputOf, type EinvoiceSource } from "./einvoice-source";
import { findEinvoiceProblems, type EinvoiceProblem } from "./find-einvoice-problems";
import type {
  EinvoiceFormat,
  EinvoiceAddress,
  EinvoiceLine,
  EinvoiceModel,
  EinvoiceParty,
  EinvoicePayment,
  EinvoiceVatBreakdown,
} from "./model";
import { peppolEndpoint } from "./peppol-endpoint";
import { compactCode, legalRegistrationId, present, vatIdentifier } from "./party-ids";
import { vatCategoryFor, type VatCategoryInput } from "./vat-category";

export type EinvoiceModelResult = { ok: true; model: EinvoiceModel } | { ok: false; problems: EinvoiceProblem[] };

function addressOf(party: { address: string | null; city: string | null; postalCode: string | null; country: string }): EinvoiceAddress {
  const lines = (party.address ?? "")
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
  return {
    line1: lines[0] ?? null,
    line2: lines.length > 1 ? lines.slice(1).join(", ") : null,
    city: present(party.city),
    postalCode: present(party.postalCode),
    country: normalizeCountryCode(party.country),
  };
}

function partyOf(
  party: EinvoiceSource["supplier"] | EinvoiceSource["customer"],
  vatId: string | null,
  role: "seller" | "buyer",
): EinvoiceParty {
  const country = normalizeCountryCode(party.country);
  const legalRegistrationIdValue = legalRegistrationId(country, party.organizationNumber);
  return {
    name: party.name.trim(),
    electronicAddress: party.email.trim(),
    peppolEndpoint: peppolEndpoint(party),
    vatId,
    legalRegistrationId: legalRegistrationIdValue,
    legalRegistrationScheme: legalRegistrationIdValue && country === "NL" ? "0106" : null,
    address: addressOf(party),
    contactName: role === "seller" ? party.name.trim() : null,
    phone: present(party.phone),
    email: party.email.trim(),
  };
}

function paymentOf(source: EinvoiceSource): EinvoicePayment {
  const { supplier } = source;
  const iban = compactCode(supplier.iban);
  const account = present(supplier.bankAccountNumber);
  const base = { remittanceInformation: source.paymentReference ?? source.number, terms: present(source.paymentInstructions) };
  if (iban) return { ...base, meansCode: "58", accountId: iban, accountName: supplier.name.trim(), bic: compactCode(supplier.swiftCode) };
  if (account)
    return { ...base, meansCode: "30", accountId: account, accountName: supplier.name.trim(), bic: compactCode(supplier.swiftCode) };
  return { ...base, meansCode: "1", accountId: null, accountName: null, bic: null };
}

function lineOf(item: EinvoiceSource["items"][number], index: number, vat: VatCategoryInput): EinvoiceLine {
  const [name, ...rest] = item.description.split(/\r?\n/).map((line) => line.trim());
  return {
    id: String(index + 1),
    name: name || item.description.trim(),
    description: rest.some(Boolean) ? item.description.trim() : null,
    quantity: String(item.quantity),
    unitCode: unitCodeOf(item.unit),
    price: serializeAmount(item.rate),
    netAmount: serializeAmount(item.amount),
    vat: vatCategoryFor(item.taxRate, vat),
  };
}

/**
 * Groups the lines by category and rate (BG-23). The tax of a group is the sum of its lines' stored
 * tax, which lib/tax rounded once per rate, exactly as the PDF shows it; BR-CO-17 asks for
 * round(taxable × rate) and gets the same number, which `amountProblems` confirms.
 */
function breakdownOf(lines: readonly { line: EinvoiceLine; taxAmount: string }[]): EinvoiceVatBreakdown[] {
  const groups = new Map<string, { line: EinvoiceLine; taxable: Decimal[]; tax: Decimal[] }>();
  lines.forEach(({ line, taxAmount }) => {
    const key = `${line.vat.code}:${line.vat.rate ?? ""}`;
    const group = groups.get(key) ?? { line, taxable: [], tax: [] };
    group.taxable.push(new Decimal(line.netAmount));
    group.tax.push(new Decimal(taxAmount));
    groups.set(key, group);
  });
  return [...groups.values()].map(({ line, taxable, tax }) => ({
    ...line.vat,
    taxableAmount: serializeAmount(sumDecimals(taxable)),
    taxAmount: serializeAmount(sumDecimals(tax)),
  }));
}

/** The totals rules (BR-CO-10, -13, -14, -15, -16, -17, Peppol R120) checked on the stored figures. */
function amountProblems(
  source: EinvoiceSource,
  lines: readonly EinvoiceLine[],
  breakdown: readonly EinvoiceVatBreakdown[],
): EinvoiceProblem[] {
  const problems: EinvoiceProblem[] = [];
  const broken = (text: string) => problems.push({ field: "amounts", text });
  lines.forEach((line) => {
    // Rounded once to the cent, as lib/tax computed and stored it (7.5 × 33.33 = 249.975 → 249.98);
    // Peppol R120 allows the cent this leaves.
    if (!roundMoney(new Decimal(line.quantity).times(line.price)).eq(line.netAmount)) broken(`line ${line.id} to equal quantity × price`);
  });
  const lineTotal = sumDecimals(lines.map((line) => line.netAmount));
  if (!lineTotal.eq(source.subtotal)) broken("the lines to add up to the subtotal");
  breakdown.forEach((group) => {
    const expected = roundMoney(new Decimal(group.taxableAmount).times(group.rate ?? "0").div(100));
    if (!expected.eq(group.taxAmount)) broken(`the ${group.code} ${group.rate ?? ""}% tax to equal its rounded rate`);
  });
  if (!sumDecimals(breakdown.map((group) => group.taxAmount)).eq(source.tax)) broken("the tax per rate to add up to the tax");
  if (!new Decimal(source.subtotal).plus(source.tax).eq(source.total)) broken("the subtotal and tax to add up to the total");
  return problems;
}

/**
 * Maps a stored invoice to the EN 16931 model, or names what it lacks for the format it is meant
 * for. Pure: no I/O, no clock.
 * Category O (a supplier not registered for VAT) carries no VAT ids at all (BR-O-02).
 */
export function buildEinvoiceModel(source: EinvoiceSource, format: EinvoiceFormat): EinvoiceModelResult {
  const dataProblems = findEinvoiceProblems(checkInputOf(source), format);
  if (dataProblems.length > 0) return { ok: false, problems: dataProblems };

  const supplierVatId = vatIdentifier(source.supplier.country, source.supplier.vatNumber);
  const vatInput: VatCategoryInput = {
    vatScenario: source.vatScenario,
    reverseCharge: source.reverseCharge,
    taxExplanation: source.taxExplanation,
    supplierHasVatId: supplierVatId !== null,
  };
  const taxed = source.items.map((item, index) => ({ line: lineOf(item, index, vatInput), taxAmount: item.taxAmount }));
  const lines = taxed.map(({ line }) => line);
  const breakdown = breakdownOf(taxed);
  const broken = amountProblems(source, lines, breakdown);
  if (broken.length > 0) return { ok: false, problems: broken };

  const notSubject = lines.some((line) => line.vat.code === "O");
  const buyerVatId = notSubject ? null : vatIdentifier(source.customer.country, source.customer.vatNumber);
  const intraCommunity = lines.some((line) => line.vat.code === "K");
  return {
    ok: true,
    model: {
      number: source.number,
      issueDate: source.invoiceDate,
      dueDate: source.dueDate,
      typeCode: "380",
      precedingInvoice: null,
      currency: source.currency,
      vatAccounting: vatAccountingOf(source),
      buyerReference: present(source.customer.invoiceReference) ?? source.number,
      note: present(source.notes),
      seller: partyOf(source.supplier, notSubject ? null : supplierVatId, "seller"),
      buyer: partyOf(source.customer, buyerVatId, "buyer"),
      delivery: {
        date: source.supplyDate ?? source.invoiceDate,
        country: intraCommunity ? normalizeCountryCode(source.customer.country) : null,
      },
      payment: paymentOf(source),
      lines,
      vatBreakdown: breakdown,
      totals: {
        lineTotal: source.subtotal,
        taxExclusive: source.subtotal,
        taxTotal: source.tax,
        taxInclusive: source.total,
        payable: source.total,
      },
    },
  };
}

/** BT-6 / BT-111 from the VAT the invoice states in the national currency; none when it is the invoice's own (PEPPOL-EN16931-R005). */
function vatAccountingOf(source: EinvoiceSource): EinvoiceModel["vatAccounting"] {
  const national = source.vatInNationalCurrency;
  if (!national || national.currency === source.currency) return null;
  return { currency: national.currency, taxTotal: national.amount };
}
