import "server-only";
import { db } from "@/lib/db";
import { convertAmount, Decimal, toDecimal } from "@/lib/money";
import { ratesFor } from "./period-rates";
import type { TaxPeriod } from "./tax-period";

type Group = {
  country: string;
  supplyType: "goods" | "services";
  rate: string;
  currency: string;
  taxable: string;
  vat: string;
  invoices: number;
};

export type OssReturnLine = { country: string; supplyType: "goods" | "services"; rate: string; taxableAmount: string; vat: string };

/**
 * The figures of the quarterly One-Stop-Shop return (Art. 369g; Implementing Regulation 282/2011,
 * Annex III): per member state of consumption, supply type (goods: distance sales; services) and
 * rate, the taxable amount and the VAT, from the user's OSS invoices dated in the quarter, less the
 * credit notes of OSS invoices issued in it (issue #25).
 *
 * In EUR, converted "at the exchange rate applying on the last date of the tax period … published by
 * the European Central Bank for that day, or, if there is no publication on that day, on the next
 * day of publication" (Art. 369h(1)): each currency's sums at that one rate (six decimals), half up
 * to the cent, then added. A currency without that rate stored yet is listed in `missingRates` and
 * left out: the return is not complete until the ecb-rates job has it.
 */
export async function ossReturn(userId: string, quarter: TaxPeriod) {
  // Issue #25: credit notes of OSS invoices reduce the quarter they are issued in (their lines negative).
  const groups = await db.$queryRaw<Group[]>`
    SELECT country, "supplyType", rate, currency, sum(taxable)::text AS taxable, sum(vat)::text AS vat,
      (count(DISTINCT document) FILTER (WHERE kind = 'invoice'))::int AS invoices
    FROM (
      SELECT 'invoice' AS kind, i.id AS document, i."customerCountry" AS country,
        CASE WHEN i."supplyType" = 'goods' THEN 'goods' ELSE 'services' END AS "supplyType",
        it."taxRate"::text AS rate, i.currency::text AS currency, it.amount AS taxable, it."taxAmount" AS vat
      FROM "Invoice" i JOIN "InvoiceItem" it ON it."invoiceId" = i.id
      WHERE i."userId" = ${userId} AND i.oss AND i."voidedAt" IS NULL AND i."deletedAt" IS NULL
        AND i."invoiceDate" >= ${quarter.from}::date AND i."invoiceDate" <= ${quarter.to}::date
      UNION ALL
      SELECT 'credit_note', c.id, i."customerCountry",
        CASE WHEN i."supplyType" = 'goods' THEN 'goods' ELSE 'services' END,
        it."taxRate"::text, i.currency::text, -it.amount, -it."taxAmount"
      FROM "CreditNote" c JOIN "Invoice" i ON i.id = c."invoiceId" JOIN "CreditNoteItem" it ON it."creditNoteId" = c.id
      WHERE c."userId" = ${userId} AND i.oss AND i."voidedAt" IS NULL AND i."deletedAt" IS NULL
        AND c."issueDate" >= ${quarter.from}::date AND c."issueDate" <= ${quarter.to}::date
    ) documents
    GROUP BY 1, 2, 3, 4`;
  const { rates, missing } = await ratesFor(
    groups.map((group) => group.currency),
    "EUR",
    quarter.to,
    "on_or_after",
  );

  const lines = new Map<string, { line: OssReturnLine; taxable: Decimal; vat: Decimal }>();
  let invoices = 0;
  for (const group of groups) {
    const rate = group.currency === "EUR" ? "1" : rates.get(group.currency)?.rate;
    if (!rate) continue;
    invoices += group.invoices;
    const key = `${group.country}|${group.supplyType}|${group.rate}`;
    const entry = lines.get(key) ?? {
      line: { country: group.country, supplyType: group.supplyType, rate: toDecimal(group.rate).toFixed(2), taxableAmount: "", vat: "" },
      taxable: new Decimal(0),
      vat: new Decimal(0),
    };
    entry.taxable = entry.taxable.plus(convertAmount(group.taxable, rate));
    entry.vat = entry.vat.plus(convertAmount(group.vat, rate));
    lines.set(key, entry);
  }
  const sorted = [...lines.values()]
    .map(({ line, taxable, vat }) => ({ ...line, taxableAmount: taxable.toFixed(2), vat: vat.toFixed(2) }))
    .sort((a, b) => a.country.localeCompare(b.country) || a.supplyType.localeCompare(b.supplyType) || Number(b.rate) - Number(a.rate));
  const sum = (pick: (line: OssReturnLine) => string) => sorted.reduce((total, line) => total.plus(pick(line)), new Decimal(0)).toFixed(2);
  return {
    quarter: quarter.label,
    from: quarter.from,
    to: quarter.to,
    currency: "EUR",
    exchangeRates: [...rates.values()],
    missingRates: missing,
    complete: missing.length === 0,
    invoices,
    lines: sorted,
    totals: { taxableAmount: sum((line) => line.taxableAmount), vat: sum((line) => line.vat) },
  };
}

export type OssReturn = Awaited<ReturnType<typeof ossReturn>>;

export const OSS_RETURN_CSV_HEADER = [
  "Member state of consumption",
  "Supply type",
  "VAT rate",
  "Taxable amount (EUR)",
  "VAT (EUR)",
] as const;

/** The return as CSV rows: one per line, then the totals. */
export function ossReturnRows(report: OssReturn): string[][] {
  return [
    ...report.lines.map((line) => [line.country, line.supplyType, line.rate, line.taxableAmount, line.vat]),
    ["Total", "", "", report.totals.taxableAmount, report.totals.vat],
  ];
}
