import "server-only";
import { findReferenceRate } from "@/lib/exchange-rates/find-reference-rate";
import { nationalCurrency } from "@/lib/tax";

export type InvoiceExchange = {
  /** The supplier's national currency. */
  currency: string;
  /** Units of it for one unit of the invoice's currency. */
  rate: string;
  rateDate: string;
  source: "ecb" | "user";
};

export type ExchangeLookup = { exchange: InvoiceExchange | null; missing: boolean };

/**
 * The rate an invoice states its VAT at in the supplier's national currency (Art. 230), when it is
 * in another currency: the user's own rate when typed, else the ECB's latest reference rate on or
 * before the invoice date (Art. 91(2)). `missing` when a rate is needed and none is stored: the
 * invoice is issued without it, and the form says so and offers the field.
 */
export async function invoiceExchangeRate(
  supplierCountry: string,
  invoiceCurrency: string,
  invoiceDate: string,
  userRate: string | null,
): Promise<ExchangeLookup> {
  const national = nationalCurrency(supplierCountry, invoiceDate);
  if (!national || national === invoiceCurrency) return { exchange: null, missing: false };
  if (userRate) return { exchange: { currency: national, rate: userRate, rateDate: invoiceDate, source: "user" }, missing: false };
  const reference = await findReferenceRate(invoiceCurrency, national, invoiceDate);
  if (!reference) return { exchange: null, missing: true };
  return { exchange: { currency: national, rate: reference.rate, rateDate: reference.date, source: "ecb" }, missing: false };
}
