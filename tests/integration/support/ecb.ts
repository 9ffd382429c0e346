import path from "node:path";
import { pathToFileURL } from "node:url";

/** The fixed ECB rates file of the tests (tests/fixtures/ecb-rates.xml), in the format of eurofxref-hist.xml. */
export const ECB_FIXTURE_URL = pathToFileURL(path.resolve("tests/fixtures/ecb-rates.xml")).href;

/** Stores the fixture's rates through the real job, as `npm run jobs:ecb-rates` would with ECB_RATES_URL pointing at it. */
export async function loadEcbFixture(): Promise<void> {
  const { runEcbRates } = await import("@/lib/exchange-rates/run-ecb-rates");
  await runEcbRates({ ECB_RATES_URL: ECB_FIXTURE_URL });
}
