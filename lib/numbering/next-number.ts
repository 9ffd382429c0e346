import "server-only";
import {
  createCounterIfMissing,
  FIRST_COUNTER_VALUE,
  firstFreeSequence,
  readLastNumber,
  stepPastTakenNumber,
} from "@/lib/db/sql/number-counter";
import { formatNumber, type NumberSeries } from "./number-series";

/**
 * The number the next document of a series would get now, claiming nothing: GET
 * /api/invoices/next-number, and POST /api/invoices/reserve-number, which keeps the spec's name and
 * answer (issue #15). Claiming a number for every opened form left gaps in the sequence (INV-1003,
 * INV-1004, INV-1006), and most of the EU expects one unbroken sequence. Numbers are given out only
 * when a document is written, in the same statement (claimNextNumberSql, as
 * lib/db/sql/insert-invoice-rows.ts does), so a refused or failed create uses none; two tabs
 * showing the same preview both get a number of their own.
 *
 * The preview names a number that is still free (issue #24, item 13): one a document already holds
 * (typed by hand, the previewed one included) is stepped over, as the next create steps over it.
 */
export async function previewNextNumber(series: NumberSeries, userId: string): Promise<string> {
  const next = ((await readLastNumber(series, userId)) ?? FIRST_COUNTER_VALUE) + 1;
  return formatNumber(series, await firstFreeSequence(series, userId, next));
}

/**
 * Moves a user's counter past the next numbers of the series that documents already hold (typed
 * by hand), so that the next claim gets a free one. Skipping a taken number leaves no gap: a
 * document has it. Called after a create lost its number to one of them (a unique violation).
 */
export async function skipNumbersTakenByHand(series: NumberSeries, userId: string): Promise<void> {
  await createCounterIfMissing(series, userId);
  while (await stepPastTakenNumber(series, userId));
}
