import "server-only";
import { AppError } from "@/lib/errors";
import { ECB_NOT_CONFIGURED, ecbRatesUrl, fetchEcbRatesXml } from "./fetch-ecb-rates";
import { parseEcbRates } from "./parse-ecb-rates";
import { storeExchangeRates } from "./store-exchange-rates";

export type EcbRatesRun = { fetched: number; stored: number; latestDate: string | null };

/**
 * The ecb-rates job (POST /api/cron/ecb-rates, npm run jobs:ecb-rates): reads the ECB's reference
 * rates from ECB_RATES_URL and keeps the new ones in the database, where invoices and reports read
 * them. Safe to repeat and to overlap (storeExchangeRates keeps the first copy of each rate). Run it
 * daily after the ECB publishes (around 16:00 CET); after downtime, point it once at the 90-day file.
 */
export async function runEcbRates(env: Record<string, string | undefined> = process.env): Promise<EcbRatesRun> {
  const url = ecbRatesUrl(env);
  if (!url) throw new AppError("unavailable", ECB_NOT_CONFIGURED, { code: "ecb_not_configured" });
  const rates = parseEcbRates(await fetchEcbRatesXml(url));
  if (rates.length === 0) throw new AppError("bad_gateway", "The ECB rates file held no rates", { code: "ecb_unreachable" });
  const stored = await storeExchangeRates(rates);
  const latestDate = rates.reduce<string | null>((latest, rate) => (latest === null || rate.date > latest ? rate.date : latest), null);
  return { fetched: rates.length, stored, latestDate };
}
