import "server-only";
import type { SessionUser } from "@/lib/auth/session";
import { getAccountingSettings } from "../accounting-settings";
import { assertConvertible } from "../booking-rates";
import { downloadResponse, streamOf } from "../stream-download";
import { encodeCp437 } from "../legacy-encodings";
import { booksCurrencyOf, buildSie } from "./build-sie";

/** GET /api/exports/sie: the year's SIE 4I file, streamed in PC8 (code page 437) as #FORMAT PC8 says. */
export async function sieExportResponse(user: SessionUser, year: number): Promise<Response> {
  const range = { userId: user.id, from: `${year}-01-01`, to: `${year}-12-31` };
  const booksCurrency = booksCurrencyOf(user.country, range.to, user.defaultCurrency);
  await assertConvertible(range, booksCurrency);
  const { accounts } = await getAccountingSettings(user.id);
  const company = { name: user.company ?? user.username, organizationNumber: user.organizationNumber, booksCurrency };
  return downloadResponse(
    streamOf(buildSie(range, company, accounts.sie), encodeCp437),
    `invoiceflow-${year}.si`,
    "text/plain; charset=IBM437",
  );
}
