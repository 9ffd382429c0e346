import "server-only";
import { Decimal, sumDecimals, toDecimal } from "@/lib/money";
import { OSS_THRESHOLD_EUR } from "@/lib/tax";
import { findOssSupplies, type OssSupply } from "./oss-supplies";

const day = (date: Date) => date.toISOString().slice(0, 10);

/** The year's total in EUR, the day the running total first exceeded the threshold, and what could not be converted. */
export function totalOssSupplies(supplies: readonly OssSupply[]) {
  const threshold = toDecimal(OSS_THRESHOLD_EUR);
  let running = new Decimal(0);
  let crossedOn: string | null = null;
  for (const supply of supplies) {
    running = running.plus(supply.amountEur ?? 0);
    if (crossedOn === null && running.greaterThan(threshold)) crossedOn = day(supply.invoiceDate);
  }
  return { total: running, crossedOn, unconverted: supplies.filter((supply) => supply.amountEur === null).length };
}

/**
 * GET /api/tax/oss: the user's sales that count towards the EUR 10 000 One-Stop-Shop threshold of
 * Art. 59c in a calendar year and the one before, in EUR, with the day the threshold was crossed.
 * `unconvertedInvoices` counts invoices in another currency for which no ECB rate is stored yet;
 * they are left out of the totals until the ecb-rates job has run.
 */
export async function ossSummary(userId: string, year: number) {
  const [previous, current] = await Promise.all([
    findOssSupplies(userId, `${year - 1}-01-01`, `${year - 1}-12-31`),
    findOssSupplies(userId, `${year}-01-01`, `${year}-12-31`),
  ]);
  const thisYear = totalOssSupplies(current);
  const lastYear = totalOssSupplies(previous);
  const threshold = toDecimal(OSS_THRESHOLD_EUR);
  return {
    year,
    threshold: OSS_THRESHOLD_EUR,
    currency: "EUR",
    total: thisYear.total.toFixed(2),
    previousYearTotal: lastYear.total.toFixed(2),
    percent: thisYear.total.dividedBy(threshold).times(100).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2),
    crossedOn: thisYear.crossedOn,
    /** Above the threshold now: crossed this year, or the previous year's sales exceeded it (then all of this year is). */
    exceeded: thisYear.crossedOn !== null || lastYear.total.greaterThan(threshold),
    unconvertedInvoices: thisYear.unconverted,
    invoices: current.map((supply) => ({
      id: supply.id,
      number: supply.number,
      invoiceDate: day(supply.invoiceDate),
      customerCountry: supply.customerCountry,
      currency: supply.currency,
      amount: supply.amount,
      amountEur: supply.amountEur,
    })),
  };
}

export type OssSummary = Awaited<ReturnType<typeof ossSummary>>;

/** This supply's place in the threshold: the previous year's total and this year's before it, in EUR. */
export async function ossTotalsBefore(userId: string, date: string): Promise<{ previousYearTotal: string; totalBefore: string }> {
  const year = Number(date.slice(0, 4));
  const [previous, current] = await Promise.all([
    findOssSupplies(userId, `${year - 1}-01-01`, `${year - 1}-12-31`),
    findOssSupplies(userId, `${year}-01-01`, date),
  ]);
  const sum = (supplies: OssSupply[]) => sumDecimals(supplies.map((supply) => supply.amountEur ?? "0")).toFixed(2);
  return { previousYearTotal: sum(previous), totalBefore: sum(current) };
}
