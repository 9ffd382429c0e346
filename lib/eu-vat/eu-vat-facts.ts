import "server-only";
import { findReferenceRate } from "@/lib/exchange-rates/find-reference-rate";
import { convertAmount } from "@/lib/money";
import { calculateInvoiceTotals, customerHasValidVatNumber, isOssQualifyingSupply, isOverOssThreshold, type SupplyType } from "@/lib/tax";
import { invoiceExchangeRate, type InvoiceExchange } from "./invoice-exchange-rate";
import { ossTotalsBefore } from "./oss-summary";

/** What the EU VAT rules of issue #29 add to an invoice's draft, worked out from the database. */
export type EuVatFacts = { isOverOssThreshold: boolean; exchange: InvoiceExchange | null };

type Parties = {
  supplier: { id: string; country: string; ossRegistered: boolean };
  customer: { country: string; customerType: "private" | "business"; vatNumber: string | null };
};
type Choice = {
  invoiceDate: string;
  currency: string;
  supplyType: SupplyType;
  exchangeRate: string | null;
  items: { description: string; quantity: number; rate: string }[];
};

/**
 * The facts an invoice's tax depends on beyond the parties: whether this supply is made above the
 * One-Stop-Shop threshold (only asked for a supply that counts towards it, and only of a user not
 * registered for OSS anyway) and the rate to the supplier's national currency.
 */
export async function euVatFactsFor({ supplier, customer }: Parties, choice: Choice): Promise<EuVatFacts> {
  const { exchange } = await invoiceExchangeRate(supplier.country, choice.currency, choice.invoiceDate, choice.exchangeRate);
  const counts = isOssQualifyingSupply({
    supplierCountry: supplier.country,
    customerCountry: customer.country,
    customerHasVatNumber: customerHasValidVatNumber({
      country: customer.country,
      type: customer.customerType,
      vatNumber: customer.vatNumber,
    }),
    supplyType: choice.supplyType,
  });
  if (supplier.ossRegistered || !counts) return { isOverOssThreshold: false, exchange };
  const totals = await ossTotalsBefore(supplier.id, choice.invoiceDate);
  const subtotal = calculateInvoiceTotals({ items: choice.items, taxRate: "0" }).subtotal;
  const supplyAmount = await inEuros(subtotal, choice.currency, choice.invoiceDate, exchange);
  return { isOverOssThreshold: isOverOssThreshold({ ...totals, supplyAmount }), exchange };
}

/** This supply's amount in EUR for the threshold; 0 when no rate is known (the totals so far decide). */
async function inEuros(amount: string, currency: string, date: string, exchange: InvoiceExchange | null): Promise<string> {
  if (currency === "EUR") return amount;
  if (exchange?.currency === "EUR") return convertAmount(amount, exchange.rate);
  const reference = await findReferenceRate(currency, "EUR", date);
  return reference ? convertAmount(amount, reference.rate) : "0";
}
