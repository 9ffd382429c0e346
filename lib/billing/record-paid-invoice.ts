import "server-only";
import type Stripe from "stripe";
import { Prisma, type Tx } from "@/lib/db";
import { stripeId } from "./subscription-fields";

// Currencies Stripe counts in whole units (no cents); every other amount arrives in 1/100.
const ZERO_DECIMAL = new Set([
  "bif",
  "clp",
  "djf",
  "gnf",
  "jpy",
  "kmf",
  "krw",
  "mga",
  "pyg",
  "rwf",
  "ugx",
  "vnd",
  "vuv",
  "xaf",
  "xof",
  "xpf",
]);

export function majorUnits(amount: number, currency: string): Prisma.Decimal {
  const minor = new Prisma.Decimal(amount);
  return ZERO_DECIMAL.has(currency.toLowerCase()) ? minor : minor.div(100);
}

/**
 * A paid invoice of the subscription, for the admin's revenue figures. The period is the first
 * line's (the service period paid for): a subscription invoice's own period_start/period_end
 * describe the period *before* it. Recording the same invoice twice keeps one row.
 */
export async function recordPaidInvoice(tx: Tx, invoice: Stripe.Invoice, userId: string, eventCreated: number): Promise<void> {
  if (!invoice.id) return;
  const period = invoice.lines?.data?.[0]?.period ?? { start: invoice.period_start, end: invoice.period_end };
  const data = {
    userId,
    stripeSubscriptionId: stripeId(invoice.parent?.subscription_details?.subscription),
    amount: majorUnits(invoice.amount_paid, invoice.currency),
    currency: invoice.currency.toUpperCase(),
    periodStart: new Date(period.start * 1000),
    periodEnd: new Date(period.end * 1000),
    paidAt: new Date((invoice.status_transitions?.paid_at ?? eventCreated) * 1000),
  };
  await tx.stripeInvoice.upsert({ where: { stripeInvoiceId: invoice.id }, create: { stripeInvoiceId: invoice.id, ...data }, update: data });
}
