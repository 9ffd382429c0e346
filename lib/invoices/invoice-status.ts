import { Decimal } from "@/lib/money/decimal";

/**
 * Where an invoice stands on its way to being paid (issue #16). Never stored: derived from the
 * facts (payments, the due date, sent, viewed, void) each time it is read, so it can't go stale,
 * and `overdue` needs no job to switch it on the day after the due date.
 */
export const INVOICE_STATUSES = ["issued", "sent", "viewed", "partially_paid", "paid", "overdue", "void"] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/** The filters of `GET /api/invoices?status=`: every status, and `unpaid` (a balance remains, not void). */
export const INVOICE_STATUS_FILTERS = [...INVOICE_STATUSES, "unpaid"] as const;
export type InvoiceStatusFilter = (typeof INVOICE_STATUS_FILTERS)[number];

export type InvoiceStatusFacts = {
  /** Decimal strings, as the JSON carries them. */
  total: string;
  amountPaid: string;
  /** YYYY-MM-DD */
  dueDate: string;
  sentAt: string | null;
  viewedAt: string | null;
  voidedAt: string | null;
};

/** Today's date in UTC (YYYY-MM-DD): an invoice due today is overdue from tomorrow, wherever its reader is. */
export function utcToday(now = new Date()): string {
  return now.toISOString().slice(0, 10);
}

export function balanceDue(total: string, amountPaid: string): string {
  return Decimal.max(new Decimal(total).minus(amountPaid), 0).toFixed(2);
}

/**
 * The amount an invoice's PDF and mail ask the customer for: what is left once payments came in.
 * A void invoice asks for nothing and prints its figures as issued, so it shows its total.
 */
export function amountAskedFor(invoice: { total: string; amountPaid: string; balanceDue: string; voidedAt: string | null }): string {
  const hasPayments = !invoice.voidedAt && new Decimal(invoice.amountPaid).gt(0);
  return hasPayments ? invoice.balanceDue : invoice.total;
}

/**
 * Void wins over everything; then paid (nothing left to pay); then overdue (the due date has passed
 * in UTC and a balance remains, over sent, viewed and partially paid, because it is what needs
 * doing); then partially paid, viewed, sent, issued.
 */
export function invoiceStatus(facts: InvoiceStatusFacts, today = utcToday()): InvoiceStatus {
  if (facts.voidedAt) return "void";
  const balance = new Decimal(facts.total).minus(facts.amountPaid);
  if (balance.lte(0)) return "paid";
  if (facts.dueDate < today) return "overdue";
  if (new Decimal(facts.amountPaid).gt(0)) return "partially_paid";
  if (facts.viewedAt) return "viewed";
  if (facts.sentAt) return "sent";
  return "issued";
}
