import "server-only";
import { AppError } from "@/lib/errors";
import { getAccountingSettings } from "../accounting-settings";
import { assertConvertible } from "../booking-rates";
import { encodeCp1252 } from "../legacy-encodings";
import { downloadResponse, streamOf } from "../stream-download";
import { buildDatev } from "./build-datev";

/**
 * GET /api/exports/datev: a Buchungsstapel of the range, streamed in Windows-1252. DATEV takes one
 * fiscal year per batch (the header's WJ-Beginn): a range across two years is refused.
 */
export async function datevExportResponse(userId: string, from: string, to: string): Promise<Response> {
  if (from.slice(0, 4) !== to.slice(0, 4)) {
    throw new AppError("validation", "A DATEV batch covers one fiscal year: from and to must be in the same year", {
      fields: ["from", "to"],
    });
  }
  const range = { userId, from, to };
  await assertConvertible(range, "EUR");
  const settings = await getAccountingSettings(userId);
  const batch = {
    consultantNumber: settings.datevConsultantNumber,
    clientNumber: settings.datevClientNumber,
    chart: settings.datevChart,
    from,
    to,
    createdAt: new Date(),
  };
  const accounts = settings.datevChart === "SKR04" ? settings.accounts.skr04 : settings.accounts.skr03;
  const filename = `EXTF_Buchungsstapel_${from.replace(/-/g, "")}_${to.replace(/-/g, "")}.csv`;
  return downloadResponse(streamOf(buildDatev(range, batch, accounts), encodeCp1252), filename, "text/csv; charset=windows-1252");
}
