import "server-only";
import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { AppError } from "@/lib/errors";

/** The ECB answers in well under a second; the historical file is ~6 MB. */
const ECB_TIMEOUT_MS = 30_000;

export const ECB_NOT_CONFIGURED =
  "Exchange rates are not configured on this server: set ECB_RATES_URL (e.g. https://www.ecb.europa.eu/stats/eurofxref/eurofxref-daily.xml)";

/** ECB_RATES_URL, or null when unset: the app then runs without reference rates. */
export function ecbRatesUrl(env: Record<string, string | undefined> = process.env): string | null {
  return env.ECB_RATES_URL?.trim() || null;
}

/**
 * The text of the ECB's rates file at ECB_RATES_URL: an http(s) address (the ECB's daily, 90-day or
 * historical XML) or a local file (`file:///…` or an absolute path), which is what tests and an
 * offline mirror use. Only the scheduled job calls this: never a request's path.
 */
export async function fetchEcbRatesXml(url: string): Promise<string> {
  if (url.startsWith("file:")) return readFile(fileURLToPath(url), "utf8");
  if (url.startsWith("/")) return readFile(url, "utf8");
  let response: Response;
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(ECB_TIMEOUT_MS), headers: { Accept: "application/xml, text/xml" } });
  } catch (error) {
    throw new AppError("bad_gateway", `The ECB rates could not be fetched: ${error instanceof Error ? error.message : String(error)}`, {
      code: "ecb_unreachable",
    });
  }
  if (!response.ok)
    throw new AppError("bad_gateway", `The ECB rates could not be fetched: HTTP ${response.status}`, { code: "ecb_unreachable" });
  return response.text();
}
