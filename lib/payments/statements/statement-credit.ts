/**
 * One incoming payment read off a bank statement (issue #27), whatever the file's format: what the
 * matcher needs to find its invoice and what booking it needs to do so once.
 */
export type StatementCredit = {
  /** The bank's own reference of the entry (camt AcctSvcrRef, a CSV's id column), or one made from the line. */
  entryReference: string;
  /** Booking date, YYYY-MM-DD. */
  date: string;
  /** Two decimals, always above 0. */
  amount: string;
  currency: string;
  /** The structured reference the payer gave (camt CdtrRefInf/Ref, OCR or RF), or the CSV's reference column. */
  reference: string | null;
  /** The free text the payer wrote (camt Ustrd, a CSV's message column). */
  message: string | null;
  counterparty: string | null;
};

/**
 * A statement that can't be read, with a message naming the line or element: answered as a 400,
 * and nothing of the file is booked.
 */
export class StatementError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "StatementError";
  }
}
