import "server-only";
import { db } from "@/lib/db";
import { Decimal } from "@/lib/money";

/**
 * Revenue of one UTC calendar month in USD, as a two-decimal string: the paid Stripe invoices
 * (recorded by the billing webhooks, lib/billing/record-paid-invoice.ts) whose payment falls in the
 * month. The Pro price is in USD, so another currency would only come from a manual Stripe
 * invoice; those are left out rather than added as if they were dollars.
 */
export async function monthlyRevenue(monthStart: Date, monthEnd: Date): Promise<string> {
  const { _sum } = await db.stripeInvoice.aggregate({
    _sum: { amount: true },
    where: { currency: "USD", paidAt: { gte: monthStart, lt: monthEnd } },
  });
  return new Decimal(_sum.amount?.toString() ?? "0").toFixed(2);
}

/** The first instant of the month after `monthStart`. */
export function nextMonth(monthStart: Date): Date {
  return new Date(Date.UTC(monthStart.getUTCFullYear(), monthStart.getUTCMonth() + 1, 1));
}
