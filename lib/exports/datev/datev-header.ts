import type { DatevChart } from "../account-plans";
import { datevHeaderDate, datevText } from "./datev-format";

export type DatevBatch = {
  consultantNumber: number | null;
  clientNumber: number | null;
  chart: DatevChart;
  from: string;
  to: string;
  createdAt: Date;
};

/**
 * The header record of a Buchungsstapel (DATEV-Format, header version 700): "EXTF", version 700,
 * category 21 "Buchungsstapel" in format version 13, then who and when, the consultant (Berater) and
 * client (Mandant) numbers, the fiscal year's first day, account length 4, the batch's dates and name,
 * financial accounting (Buchungstyp 1), not locked (Festschreibung 0: the adviser checks first), EUR,
 * and the chart (SKR "03" or "04"). 31 fields.
 */
export function datevHeader(batch: DatevBatch): string {
  const created = batch.createdAt.toISOString().replace(/\D/g, "").slice(0, 17);
  const year = batch.from.slice(0, 4);
  return [
    datevText("EXTF", 4),
    "700",
    "21",
    datevText("Buchungsstapel", 20),
    "13",
    created,
    "",
    datevText("RE", 2),
    datevText("InvoiceFlow", 25),
    "",
    String(batch.consultantNumber ?? 1001),
    String(batch.clientNumber ?? 1),
    `${year}0101`,
    "4",
    datevHeaderDate(batch.from),
    datevHeaderDate(batch.to),
    datevText(`Rechnungen ${datevHeaderDate(batch.from)}-${datevHeaderDate(batch.to)}`, 30),
    datevText("", 2),
    "1",
    "0",
    "0",
    datevText("EUR", 3),
    "",
    datevText("", 0),
    "",
    "",
    datevText(batch.chart === "SKR04" ? "04" : "03", 2),
    "",
    "",
    datevText("", 0),
    datevText("", 0),
  ].join(";");
}
