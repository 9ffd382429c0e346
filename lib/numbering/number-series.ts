/**
 * The numbered series: each is a prefix and one gapless counter per user, so its documents read
 * INV-1001, INV-1002, … per user. Pure, so the client (the marketing mockups), the sample invoice
 * and the server take the prefix from here; claiming a number stays on the server
 * (lib/numbering/next-number.ts, lib/db/sql/number-counter.ts).
 *
 * A new series (credit notes CN-1001…, quotes Q-1001…) is an entry here and its two tables in
 * lib/db/sql/number-counter.ts; everything else takes the series as a parameter.
 */
export const NUMBER_SERIES = {
  invoice: { name: "invoice", prefix: "INV-" },
  quote: { name: "quote", prefix: "Q-" },
  creditNote: { name: "creditNote", prefix: "CN-" },
} as const satisfies Record<string, { name: string; prefix: string }>;

export type SeriesName = keyof typeof NUMBER_SERIES;
export type NumberSeries = { name: SeriesName; prefix: string };

export const INVOICE_SERIES: NumberSeries = NUMBER_SERIES.invoice;
/** Quotes (issue #28): Q-1001, Q-1002, … per user, a series of their own. */
export const QUOTE_SERIES: NumberSeries = NUMBER_SERIES.quote;
/** Issue #25: credit notes, CN-1001… per user, never typed by hand. */
export const CREDIT_NOTE_SERIES: NumberSeries = NUMBER_SERIES.creditNote;

/** @example formatNumber(INVOICE_SERIES, 1042) // "INV-1042" */
export function formatNumber(series: NumberSeries, sequence: number): string {
  return `${series.prefix}${sequence}`;
}

/** @example formatInvoiceNumber(1042) // "INV-1042" */
export function formatInvoiceNumber(sequence: number): string {
  return formatNumber(INVOICE_SERIES, sequence);
}
