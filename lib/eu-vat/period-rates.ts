import "server-only";
import { findReferenceRate, type RateLookup } from "@/lib/exchange-rates/find-reference-rate";

export type PeriodRate = { currency: string; rate: string; date: string };

/**
 * The ECB rate of each currency to `target` for one date (a period's conversion), and the
 * currencies that have none stored yet: a figure in those cannot be converted, and the report says so.
 */
export async function ratesFor(currencies: Iterable<string>, target: string, date: string, lookup: RateLookup) {
  const rates = new Map<string, PeriodRate>();
  const missing: string[] = [];
  for (const currency of new Set(currencies)) {
    if (currency === target) continue;
    const found = await findReferenceRate(currency, target, date, lookup);
    if (found) rates.set(currency, { currency, ...found });
    else missing.push(currency);
  }
  return { rates, missing: missing.sort() };
}
