import { AppError } from "@/lib/api/app-error";
import { recordActivity } from "@/lib/activity/record-activity";
import { db, type Tx } from "@/lib/db";
import { isUniqueViolation } from "@/lib/db/errors";
import { MAX_STORABLE_AMOUNT, toDecimal } from "@/lib/money";
import type { TaxScenario } from "@/lib/tax";
import { computeInvoiceTax } from "./compute-invoice-tax";
import { invoiceInclude, toInvoiceJson, type InvoiceJson } from "./invoice-json";
import { claimNextNumber } from "./numbering";
import { takeFreeInvoiceQuota } from "./quota";
import type { InvoiceData } from "./schemas";

export const DUE_DAYS = 30;
export const NUMBER_TAKEN_MESSAGE = (number: string) => `Invoice number ${number} is already used. Please choose another number.`;

const supplierSelect = {
  id: true, email: true, username: true, company: true, phone: true, address: true, city: true, postalCode: true,
  country: true, organizationNumber: true, vatNumber: true, website: true, bankName: true, bankAccountNumber: true,
  iban: true, swiftCode: true, routingNumber: true, paypalEmail: true, isPro: true, vatRegistered: true,
  ossRegistered: true, vatRate: true, defaultVATRate: true, supplyType: true, defaultCurrency: true,
  defaultLanguage: true, defaultTemplate: true,
} as const;

/**
 * Issues an invoice in one transaction: the Free-plan quota, the number, the tax and every amount
 * (recomputed here, never taken from the client), the copies of supplier and customer, the items
 * and the feed event. Either all of it is written or none of it.
 */
export async function createInvoice(userId: string, data: InvoiceData, today = new Date()): Promise<InvoiceJson> {
  try {
    const invoice = await db.$transaction((tx) => issueInvoice(tx, userId, data, today), { maxWait: 10_000, timeout: 20_000 });
    return toInvoiceJson(invoice);
  } catch (error) {
    // Two requests racing for one hand-typed number: the unique index decides.
    if (isUniqueViolation(error)) throw new AppError("conflict", NUMBER_TAKEN_MESSAGE(data.number ?? ""));
    throw error;
  }
}

async function issueInvoice(tx: Tx, userId: string, data: InvoiceData, today: Date) {
  const supplier = await tx.user.findUniqueOrThrow({ where: { id: userId }, select: supplierSelect });
  const customer = await tx.customer.findFirst({ where: { id: data.customerId, userId } });
  if (!customer) throw new AppError("not_found", "Customer not found");

  if (!supplier.isPro) await takeFreeInvoiceQuota(tx, userId, today);
  const number = await chooseNumber(tx, userId, data.number);

  const invoiceDate = data.invoiceDate ?? today.toISOString().slice(0, 10);
  const dueDate = data.dueDate ?? addDays(invoiceDate, DUE_DAYS);
  const language = data.language ?? supplier.defaultLanguage;
  const overrideRate = data.taxCalculationType === "manual_override" ? toDecimal(String(data.userOverrideRate)).toFixed(2) : null;
  const { tax, totals, customerVatRegistered } = computeInvoiceTax(
    {
      supplier: {
        country: supplier.country,
        vatRegistered: supplier.vatRegistered,
        ossRegistered: supplier.ossRegistered,
        ownRate: (supplier.vatRate ?? supplier.defaultVATRate)?.toFixed(2) ?? null,
      },
      customer: { country: customer.country, customerType: customer.customerType, vatNumber: customer.vatNumber },
    },
    {
      scenario: data.vatScenario as TaxScenario,
      supplyType: data.supplyType ?? supplier.supplyType,
      invoiceDate,
      language,
      overrideRate,
      customExplanation: data.customVatExplanation,
      items: data.items,
    },
  );
  if (toDecimal(totals.total).greaterThan(MAX_STORABLE_AMOUNT)) throw new AppError("validation", "The invoice total is too large.");

  const invoice = await tx.invoice.create({
    data: {
      userId,
      customerId: customer.id,
      number,
      invoiceDate: new Date(`${invoiceDate}T00:00:00Z`),
      dueDate: new Date(`${dueDate}T00:00:00Z`),
      currency: data.currency ?? supplier.defaultCurrency,
      language,
      // The premium templates are Pro's; a Free invoice is Classic whatever was asked.
      template: supplier.isPro ? (data.template ?? supplier.defaultTemplate) : "classic",
      subtotal: totals.subtotal,
      taxRate: tax.rate,
      tax: totals.tax,
      total: totals.total,
      notes: data.notes,
      paymentInstructions: data.paymentInstructions,
      taxCalculationType: data.taxCalculationType,
      userOverrideRate: overrideRate,
      vatScenario: data.vatScenario === "auto" ? tax.scenario : data.vatScenario,
      taxLabel: tax.label,
      taxExplanation: tax.explanation,
      customVatExplanation: data.vatScenario === "custom" ? data.customVatExplanation : null,
      supplyType: data.supplyType ?? supplier.supplyType,
      supplierVatRegistered: supplier.vatRegistered,
      customerVatRegistered,
      supplierCountry: supplier.country,
      customerCountry: customer.country,
      reverseCharge: tax.reverseCharge,
      invoiceType: data.invoiceType,
      countryPreset: data.countryPreset,
      paymentMethod: data.paymentMethod,
      customerType: customer.customerType,
      customerName: customer.name,
      customerEmail: customer.email,
      customerPhone: customer.phone,
      customerAddress: customer.address,
      customerCity: customer.city,
      customerPostalCode: customer.postalCode,
      customerVatNumber: customer.vatNumber,
      customerOrganizationNumber: customer.organizationNumber,
      customerInvoiceReference: customer.invoiceReference,
      supplierName: supplier.company ?? supplier.username,
      supplierEmail: supplier.email,
      supplierPhone: supplier.phone,
      supplierAddress: supplier.address,
      supplierCity: supplier.city,
      supplierPostalCode: supplier.postalCode,
      supplierOrganizationNumber: supplier.organizationNumber,
      supplierVatNumber: supplier.vatNumber,
      supplierWebsite: supplier.website,
      supplierBankName: supplier.bankName,
      supplierBankAccountNumber: supplier.bankAccountNumber,
      supplierIban: supplier.iban,
      supplierSwiftCode: supplier.swiftCode,
      supplierRoutingNumber: supplier.routingNumber,
      supplierPaypalEmail: supplier.paypalEmail,
      items: { create: totals.items.map((item, position) => ({ ...item, position })) },
    },
    include: invoiceInclude,
  });
  await recordActivity(tx, {
    type: "invoice",
    description: `Invoice ${number} created for ${customer.name} (${totals.total} ${invoice.currency})`,
    userId,
    userEmail: supplier.email,
  });
  return invoice;
}

/**
 * A number the user typed (or reserved earlier) is used as it is, once; otherwise the next one of
 * the sequence, skipping any the user already typed by hand.
 */
async function chooseNumber(tx: Tx, userId: string, requested: string | null): Promise<string> {
  if (requested) {
    const taken = await tx.invoice.findFirst({ where: { userId, number: requested }, select: { id: true } });
    if (taken) throw new AppError("conflict", NUMBER_TAKEN_MESSAGE(requested));
    return requested;
  }
  for (;;) {
    const number = await claimNextNumber(tx, userId);
    const taken = await tx.invoice.findFirst({ where: { userId, number }, select: { id: true } });
    if (!taken) return number;
  }
}

function addDays(isoDay: string, days: number): string {
  const date = new Date(`${isoDay}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
