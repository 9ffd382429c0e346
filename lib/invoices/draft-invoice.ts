import { withUnits } from "./item-units";
import "server-only";
import { AppError } from "@/lib/errors";
import { Prisma } from "@/lib/db";
import type { EuVatFacts } from "@/lib/eu-vat/eu-vat-facts";
import { convertAmount, MAX_STORABLE_AMOUNT, toDecimal } from "@/lib/money";
import { grouped } from "@/lib/validation/plain-messages";
import { computeInvoiceTax, taxChoiceOf } from "./compute-invoice-tax";
import type { InvoiceData } from "./schemas";
import { FREE_TEMPLATE } from "./templates";

export const DUE_DAYS = 30;

/** What an invoice copies from its issuer. */
export const supplierSelect = {
  id: true,
  email: true,
  username: true,
  company: true,
  phone: true,
  address: true,
  city: true,
  postalCode: true,
  country: true,
  organizationNumber: true,
  vatNumber: true,
  website: true,
  bankName: true,
  bankAccountNumber: true,
  iban: true,
  swiftCode: true,
  routingNumber: true,
  paypalEmail: true,
  bankgiro: true,
  plusgiro: true,
  isPro: true,
  vatRegistered: true,
  ossRegistered: true,
  vatRate: true,
  defaultVATRate: true,
  supplyType: true,
  defaultCurrency: true,
  defaultLanguage: true,
  defaultTemplate: true,
} as const satisfies Prisma.UserSelect;

type StoredSupplier = Prisma.UserGetPayload<{ select: typeof supplierSelect }>;
type Rate = Prisma.Decimal | string | null;

/**
 * The issuer as the database holds it, or as the session already read it for this request (its
 * rates as strings, like every decimal on the wire): the invoice copies it either way.
 */
export type InvoiceSupplier = Omit<StoredSupplier, "vatRate" | "defaultVATRate"> & { vatRate: Rate; defaultVATRate: Rate };
/** What an invoice copies from its customer. */
export const invoiceCustomerSelect = {
  id: true,
  customerType: true,
  name: true,
  email: true,
  phone: true,
  address: true,
  city: true,
  postalCode: true,
  country: true,
  vatNumber: true,
  organizationNumber: true,
  invoiceReference: true,
} as const satisfies Prisma.CustomerSelect;

export type InvoiceCustomer = Prisma.CustomerGetPayload<{ select: typeof invoiceCustomerSelect }>;

export type DraftInvoice = ReturnType<typeof draftInvoice>;

/** Every column of the invoice but its number and ids: tax and amounts computed here, never taken from the client. */
export function draftInvoice(supplier: InvoiceSupplier, customer: InvoiceCustomer, data: InvoiceData, today: Date, euVat: EuVatFacts) {
  const invoiceDate = data.invoiceDate ?? today.toISOString().slice(0, 10);
  const dueDate = data.dueDate ?? addDays(invoiceDate, DUE_DAYS);
  const choice = taxChoiceOf(data, { invoiceDate, language: supplier.defaultLanguage, supplyType: supplier.supplyType });
  const { tax, totals, customerVatRegistered } = computeInvoiceTax(
    {
      supplier: {
        country: supplier.country,
        vatRegistered: supplier.vatRegistered,
        ossRegistered: supplier.ossRegistered,
        ownRate: ownRateOf(supplier),
        overOssThreshold: euVat.isOverOssThreshold,
      },
      customer: { country: customer.country, customerType: customer.customerType, vatNumber: customer.vatNumber },
    },
    choice,
  );
  const { language, supplyType, overrideRate } = choice;
  if (toDecimal(totals.total).greaterThan(MAX_STORABLE_AMOUNT)) {
    throw new AppError("validation", `Invoice total must be at most ${grouped(MAX_STORABLE_AMOUNT)}`, { fields: ["items"] });
  }
  const decimal = (value: string) => new Prisma.Decimal(value);
  const { exchange } = euVat;

  return {
    userId: supplier.id,
    customerId: customer.id,
    invoiceDate: new Date(`${invoiceDate}T00:00:00Z`),
    dueDate: new Date(`${dueDate}T00:00:00Z`),
    supplyDate: new Date(`${data.supplyDate ?? invoiceDate}T00:00:00Z`),
    currency: data.currency ?? supplier.defaultCurrency,
    language,
    // The premium templates are Pro's; a Free invoice is Classic whatever was asked.
    template: supplier.isPro ? (data.template ?? supplier.defaultTemplate) : FREE_TEMPLATE,
    subtotal: decimal(totals.subtotal),
    taxRate: decimal(tax.rate),
    tax: decimal(totals.tax),
    total: decimal(totals.total),
    notes: data.notes,
    paymentInstructions: data.paymentInstructions,
    taxCalculationType: data.taxCalculationType,
    userOverrideRate: overrideRate === null ? null : decimal(overrideRate),
    vatScenario: data.vatScenario === "auto" ? tax.scenario : data.vatScenario,
    taxLabel: tax.label,
    taxExplanation: tax.explanation,
    customVatExplanation: data.vatScenario === "custom" ? data.customVatExplanation : null,
    supplyType,
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
    supplierBankgiro: supplier.bankgiro,
    supplierPlusgiro: supplier.plusgiro,
    sentAt: null,
    sentTo: null,
    // Issue #29: the VIES check is attached after drafting (lib/eu-vat/prove-vat-number.ts).
    vatCheckId: null as string | null,
    oss: tax.oss,
    nationalCurrency: exchange?.currency ?? null,
    exchangeRate: exchange ? decimal(exchange.rate) : null,
    exchangeRateDate: exchange ? new Date(`${exchange.rateDate}T00:00:00Z`) : null,
    exchangeRateSource: exchange?.source ?? null,
    nationalVatAmount: exchange ? decimal(convertAmount(totals.tax, exchange.rate)) : null,
    items: withUnits(totals.items, choice.items).map((item, position) => ({
      position,
      description: item.description,
      quantity: decimal(String(item.quantity)),
      unit: item.unit,
      rate: decimal(item.rate),
      amount: decimal(item.amount),
      taxRate: decimal(item.taxRate),
      taxAmount: decimal(item.taxAmount),
    })),
  };
}

function addDays(isoDay: string, days: number): string {
  const date = new Date(`${isoDay}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The user's own rate (profile vatRate, else defaultVATRate), two decimals; null when neither is set. */
function ownRateOf({ vatRate, defaultVATRate }: InvoiceSupplier): string | null {
  const rate = vatRate ?? defaultVATRate;
  return rate === null ? null : toDecimal(String(rate)).toFixed(2);
}
