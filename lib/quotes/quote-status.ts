/**
 * Where a quote stands (issue #28). Shared by the server and the browser: no server-only here.
 *
 * The database stores what happened (draft, sent, accepted, declined, invoiced); `expired` is
 * derived each time a quote is read: a draft or sent quote whose last valid day has passed (UTC).
 * So no job has to switch it, and extending `validUntil` brings the quote back.
 */
export const QUOTE_STATUSES = ["draft", "sent", "accepted", "declined", "expired", "invoiced"] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];
export type StoredQuoteStatus = Exclude<QuoteStatus, "expired">;

/** Today in UTC (YYYY-MM-DD): a quote valid until the 30th can be accepted all of the 30th. */
export function quoteToday(now = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** The status a quote shows, from the stored one and its last valid day (YYYY-MM-DD). */
export function quoteStatus(stored: StoredQuoteStatus, validUntil: string, today = quoteToday()): QuoteStatus {
  if ((stored === "draft" || stored === "sent") && validUntil < today) return "expired";
  return stored;
}

/** Whether the customer can still accept or decline it on its public page. */
export function isOpenQuote(status: QuoteStatus): boolean {
  return status === "draft" || status === "sent";
}

/** Accepted and invoiced quotes are records: kept as they are, never changed or deleted. */
export function isLockedQuote(status: QuoteStatus): boolean {
  return status === "accepted" || status === "invoiced";
}
