import "server-only";
import { AppError } from "@/lib/errors";
import { findReferenceRate } from "@/lib/exchange-rates/find-reference-rate";
import { db } from "@/lib/db";
import type { DocumentRange } from "./each-document";

type Convertible = { currency: string; nationalCurrency: string | null; exchangeRate: string | null };

/**
 * Exchange rates into the books' currency for one export: an invoice at the rate it states (Art. 230),
 * else at the ECB rate of its date; a payment at the ECB rate of its day, else at its invoice's rate.
 * Each (currency, day) is looked up once per export.
 */
export function bookingRates(booksCurrency: string) {
  const cache = new Map<string, Promise<string | null>>();
  const ecb = (currency: string, date: Date) => {
    const key = `${currency}|${date.toISOString().slice(0, 10)}`;
    let rate = cache.get(key);
    if (!rate) {
      rate = findReferenceRate(currency, booksCurrency, key.slice(-10)).then((found) => found?.rate ?? null);
      cache.set(key, rate);
    }
    return rate;
  };
  const ofInvoice = async (invoice: Convertible & { invoiceDate: Date }): Promise<string> => {
    if (invoice.currency === booksCurrency) return "1";
    if (invoice.nationalCurrency === booksCurrency && invoice.exchangeRate) return invoice.exchangeRate;
    const rate = await ecb(invoice.currency, invoice.invoiceDate);
    if (!rate) throw new Error(`No ${invoice.currency}/${booksCurrency} rate for ${invoice.invoiceDate.toISOString().slice(0, 10)}`);
    return rate;
  };
  return {
    ofInvoice,
    /** A payment's day rate, and its invoice's rate (the one the receivable was booked at). */
    ofPayment: async (date: Date, invoice: Convertible & { invoiceDate: Date }) => {
      const booked = await ofInvoice(invoice);
      if (invoice.currency === booksCurrency) return { paid: "1", booked };
      return { paid: (await ecb(invoice.currency, date)) ?? booked, booked };
    },
  };
}

/**
 * Before a file starts streaming: the invoices of the range in another currency that neither state a
 * rate into the books' currency nor have an ECB rate for their date. A 422 names them, rather than a
 * file that stops halfway or books a guessed amount.
 */
export async function assertConvertible({ userId, from, to }: DocumentRange, booksCurrency: string): Promise<void> {
  const rows = await db.$queryRaw<{ number: string }[]>`
    SELECT i.number FROM "Invoice" i
    WHERE i."userId" = ${userId} AND i."voidedAt" IS NULL AND i."deletedAt" IS NULL AND i."invoiceDate" >= ${from}::date AND i."invoiceDate" <= ${to}::date
      AND i.currency::text <> ${booksCurrency}
      AND NOT (i."nationalCurrency" = ${booksCurrency} AND i."exchangeRate" IS NOT NULL)
      AND NOT EXISTS (
        SELECT 1 FROM "ExchangeRate" r WHERE r.date <= i."invoiceDate"
          AND (r.currency = i.currency::text OR i.currency::text = 'EUR')
          AND (${booksCurrency} = 'EUR' OR EXISTS (SELECT 1 FROM "ExchangeRate" b WHERE b.currency = ${booksCurrency} AND b.date = r.date))
      )
    ORDER BY i."invoiceDate", i.number LIMIT 20`;
  if (rows.length === 0) return;
  const numbers = rows.map((row) => row.number).join(", ");
  throw new AppError(
    "unprocessable",
    `No exchange rate into ${booksCurrency} is known for these invoices' dates: ${numbers}. Set ECB_RATES_URL and run the ecb-rates job (its 90-day or historical file covers older dates), then export again.`,
    { invoices: rows.map((row) => row.number) },
  );
}
