import { Decimal } from "@/lib/money/decimal";

/**
 * Where an invoice stands on its way to being paid (issue #16). Never stored: derived from the
 * facts (payments, the due date, sent, viewed, void) each time it is read, so it can't go stale,
 * and `overdue` needs no job to switch it on the day after the due date.
 */
export const INVOICE_STATUSES = [
  "issued",
  "sent",
  "viewed",
  "partially_paid",
  "paid",
  "overdue",
  "void",
  "credited",
  "refundDue",
  "deleted",
] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/** The filters of `GET /api/invoices?status=`: every status, and `unpaid` (a balance remains, not void). */
export const INVOICE_STATUS_FILTERS = [...INVOICE_STATUSES, "unpaid"] as const;
export type InvoiceStatusFilter = (typeof INVOICE_STATUS_FILTERS)[number];

export type InvoiceStatusFacts = {
  /** Decimal strings, as the JSON carries them. */
  total: string;
  amountPaid: string;
  /** Issue #25: the totals of its credit notes, and the money sent back to the customer. */
  amountCredited: string;
  amountRefunded: string;
  /** YYYY-MM-DD */
  dueDate: string;
  sentAt: string | null;
  viewedAt: string | null;
  voidedAt: string | null;
  /** Issue #25: deleted before it ever left the user; the row is kept. */
  deletedAt: string | null;
};

/** Today's date in UTC (YYYY-MM-DD): an invoice due today is overdue from tomorrow, wherever its reader is. */
export function utcToday(now = new Date()): string {
  return now.toISOString().slice(0, 10);
}

type Amounts = Pick<InvoiceStatusFacts, "total" | "amountPaid" | "amountCredited" | "amountRefunded">;

/**
 * What the customer still owes: the total less what was paid (and kept: refunds sent back are
 * taken off the payments) and what was credited. Never below 0; see amountToRefund.
 */
export function balanceDue(invoice: Amounts): string {
  return Decimal.max(openAmount(invoice), 0).toFixed(2);
}

/** What was paid beyond what is left after credit notes, not sent back yet: the refund the user owes. */
export function amountToRefund(invoice: Amounts): string {
  return Decimal.max(openAmount(invoice).negated(), 0).toFixed(2);
}

function openAmount({ total, amountPaid, amountCredited, amountRefunded }: Amounts): Decimal {
  return new Decimal(total).minus(amountCredited).minus(new Decimal(amountPaid).minus(amountRefunded));
}

/**
 * The amount an invoice's PDF and mail ask the customer for: what is left once payments and credit
 * notes came in. A void invoice asks for nothing and prints its figures as issued, so it shows its total.
 */
export function amountAskedFor(invoice: {
  total: string;
  amountPaid: string;
  amountCredited: string;
  balanceDue: string;
  voidedAt: string | null;
}): string {
  const hasPayments = !invoice.voidedAt && (new Decimal(invoice.amountPaid).gt(0) || new Decimal(invoice.amountCredited).gt(0));
  return hasPayments ? invoice.balanceDue : invoice.total;
}

/**
 * Issue #25: an invoice has left the user once it was sent, opened by the customer, paid (in part)
 * or credited. From then on it is a record: it can't be deleted or voided, only corrected by a
 * credit note (lib/invoices/issued-invoice.ts checks the same facts, and the history, under a lock).
 */
export function hasLeftTheUser(
  facts: Pick<InvoiceStatusFacts, "sentAt" | "viewedAt" | "amountPaid" | "amountCredited" | "amountRefunded">,
): boolean {
  return (
    facts.sentAt !== null ||
    facts.viewedAt !== null ||
    new Decimal(facts.amountPaid).gt(0) ||
    new Decimal(facts.amountCredited).gt(0) ||
    new Decimal(facts.amountRefunded).gt(0)
  );
}

/**
 * Deleted wins over everything (issue #25: the invoice is kept but out of every list but its own);
 * then void; then refundDue (issue #25: more was paid than is left after credit
 * notes, so money must go back, which is what needs doing); then credited (credit notes cover the
 * whole total); then paid (nothing left to pay); then overdue (the due date has passed in UTC and
 * a balance remains, over sent, viewed and partially paid, because it is what needs doing); then
 * partially paid, viewed, sent, issued. lib/invoices/status-filter.ts is the same order in SQL.
 */
export function invoiceStatus(facts: InvoiceStatusFacts, today = utcToday()): InvoiceStatus {
  if (facts.deletedAt) return "deleted";
  if (facts.voidedAt) return "void";
  const balance = openAmount(facts);
  if (balance.lt(0)) return "refundDue";
  if (new Decimal(facts.amountCredited).gte(facts.total)) return "credited";
  if (balance.lte(0)) return "paid";
  if (facts.dueDate < today) return "overdue";
  if (new Decimal(facts.amountPaid).gt(0)) return "partially_paid";
  if (facts.viewedAt) return "viewed";
  if (facts.sentAt) return "sent";
  return "issued";
}
