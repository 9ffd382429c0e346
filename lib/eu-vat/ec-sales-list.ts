import "server-only";
import { db, Prisma } from "@/lib/db";
import { findReferenceRate } from "@/lib/exchange-rates/find-reference-rate";
import { convertAmount, Decimal } from "@/lib/money";
import { EU_COUNTRY_CODES, nationalCurrency, validateVatNumber } from "@/lib/tax";
import type { TaxPeriod } from "./tax-period";

type Supply = {
  vatNumber: string;
  country: string;
  supplierCountry: string;
  supplyType: "goods" | "services";
  currency: string;
  nationalCurrency: string | null;
  exchangeRate: string | null;
  invoiceDate: Date;
  amount: string;
  isCreditNote: boolean;
};

export type EcSalesListLine = {
  vatNumber: string;
  country: string;
  goods: string;
  services: string;
  invoices: number;
  creditNotes: number;
};

/**
 * The EC Sales List (recapitulative statement, Art. 262–264): per customer VAT number, the total of
 * intra-Community supplies of goods (exempt under Art. 138) and of services the customer
 * reverse-charges (Art. 44 and 196), apart, for a quarter or a month, in the supplier's national
 * currency. Sweden's "periodisk sammanställning" and Germany's "Zusammenfassende Meldung" are
 * filled from it. An invoice in another currency is converted at the rate it states (Art. 230), else
 * at the ECB rate of its date (Art. 91(2)); one without either is counted in `unconvertedInvoices`.
 * Credit notes (issue #25) count negatively in the period they are issued in, at their invoice's rate.
 */
export async function ecSalesList(userId: string, supplierCountry: string, period: TaxPeriod) {
  const eu = [...EU_COUNTRY_CODES];
  const intraCommunity = Prisma.sql`i."userId" = ${userId} AND i."voidedAt" IS NULL AND i."deletedAt" IS NULL AND i."vatScenario" = 'intra_region_b2b'
      AND i."customerVatNumber" IS NOT NULL AND i."supplierCountry" = ANY(${eu}::text[]) AND i."customerCountry" = ANY(${eu}::text[])
      AND i."supplierCountry" <> i."customerCountry"`;
  // Issue #25: a credit note counts negatively in the period it is issued in, converted as its invoice was.
  const supplies = await db.$queryRaw<Supply[]>`
    SELECT * FROM (
      SELECT i."customerVatNumber" AS "vatNumber", i."customerCountry" AS country, i."supplierCountry",
        CASE WHEN i."supplyType" = 'goods' THEN 'goods' ELSE 'services' END AS "supplyType",
        i.currency::text AS currency, i."nationalCurrency", i."exchangeRate"::text AS "exchangeRate", i."invoiceDate",
        i.subtotal::text AS amount, i."invoiceDate" AS "documentDate", i.id AS "documentId", false AS "isCreditNote"
      FROM "Invoice" i
      WHERE ${intraCommunity} AND i."invoiceDate" >= ${period.from}::date AND i."invoiceDate" <= ${period.to}::date
      UNION ALL
      SELECT i."customerVatNumber", i."customerCountry", i."supplierCountry",
        CASE WHEN i."supplyType" = 'goods' THEN 'goods' ELSE 'services' END,
        i.currency::text, i."nationalCurrency", i."exchangeRate"::text, i."invoiceDate",
        (-c.subtotal)::text, c."issueDate", c.id, true
      FROM "CreditNote" c JOIN "Invoice" i ON i.id = c."invoiceId"
      WHERE ${intraCommunity} AND c."issueDate" >= ${period.from}::date AND c."issueDate" <= ${period.to}::date
    ) supplies
    ORDER BY "documentDate", "documentId"`;
  const currency = nationalCurrency(supplierCountry, period.to) ?? "EUR";
  const lines = new Map<string, { line: EcSalesListLine; goods: Decimal; services: Decimal }>();
  let unconverted = 0;
  for (const supply of supplies) {
    const amount = await inNationalCurrency(supply, currency);
    if (amount === null) {
      unconverted += 1;
      continue;
    }
    const vatNumber = validateVatNumber(supply.country, supply.vatNumber).normalized;
    const entry = lines.get(vatNumber) ?? {
      line: { vatNumber, country: supply.country, goods: "", services: "", invoices: 0, creditNotes: 0 },
      goods: new Decimal(0),
      services: new Decimal(0),
    };
    entry[supply.supplyType] = entry[supply.supplyType].plus(amount);
    if (supply.isCreditNote) entry.line.creditNotes += 1;
    else entry.line.invoices += 1;
    lines.set(vatNumber, entry);
  }
  const sorted = [...lines.values()]
    .map(({ line, goods, services }) => ({ ...line, goods: goods.toFixed(2), services: services.toFixed(2) }))
    .sort((a, b) => a.vatNumber.localeCompare(b.vatNumber));
  const sum = (pick: (line: EcSalesListLine) => string) =>
    sorted.reduce((total, line) => total.plus(pick(line)), new Decimal(0)).toFixed(2);
  return {
    period: period.label,
    from: period.from,
    to: period.to,
    currency,
    lines: sorted,
    totals: { goods: sum((line) => line.goods), services: sum((line) => line.services) },
    unconvertedInvoices: unconverted,
  };
}

export type EcSalesList = Awaited<ReturnType<typeof ecSalesList>>;

async function inNationalCurrency(supply: Supply, currency: string): Promise<string | null> {
  if (supply.currency === currency) return supply.amount;
  if (supply.nationalCurrency === currency && supply.exchangeRate) return convertAmount(supply.amount, supply.exchangeRate);
  const reference = await findReferenceRate(supply.currency, currency, supply.invoiceDate.toISOString().slice(0, 10));
  return reference ? convertAmount(supply.amount, reference.rate) : null;
}

export const EC_SALES_LIST_CSV_HEADER = ["Customer VAT number", "Country", "Goods", "Services", "Currency"] as const;

export function ecSalesListRows(report: EcSalesList): string[][] {
  return [
    ...report.lines.map((line) => [line.vatNumber, line.country, line.goods, line.services, report.currency]),
    ["Total", "", report.totals.goods, report.totals.services, report.currency],
  ];
}
