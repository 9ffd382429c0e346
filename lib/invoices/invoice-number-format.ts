/**
 * How an invoice number looks: the prefix and a counter value, "INV-1001". Pure, so the sample
 * invoice, the marketing mockups and the server's counter all take the prefix from here; the
 * numbering itself (claiming the next value) stays on the server.
 */
export const INVOICE_NUMBER_PREFIX = "INV-";

/** @example formatInvoiceNumber(1042) // "INV-1042" */
export function formatInvoiceNumber(sequence: number): string {
  return `${INVOICE_NUMBER_PREFIX}${sequence}`;
}
