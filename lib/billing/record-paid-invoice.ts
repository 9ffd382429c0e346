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
  // A signed event is still only as complete as its sender made it: without an amount or a
  // currency there is nothing to count (a 500 before issue #26 finding 11); without a period, the
  // event's own time stands in for both ends.
  if (!invoice.id || typeof invoice.amount_paid !== "number" || typeof invoice.currency !== "string") {
    console.warn(`[billing] invoice.paid ${invoice.id ?? "(no id)"} has no amount or currency: not recorded`);
    return;
  }
  const linePeriod = invoice.lines?.data?.[0]?.period;
  const start = seconds(linePeriod?.start) ?? seconds(invoice.period_start) ?? eventCreated;
  const end = seconds(linePeriod?.end) ?? seconds(invoice.period_end) ?? start;
  const data = {
    userId,
    stripeSubscriptionId: stripeId(invoice.parent?.subscription_details?.subscription),
    amount: majorUnits(invoice.amount_paid, invoice.currency),
    currency: invoice.currency.toUpperCase(),
    periodStart: new Date(start * 1000),
    periodEnd: new Date(end * 1000),
    paidAt: new Date((invoice.status_transitions?.paid_at ?? eventCreated) * 1000),
  };
  await tx.stripeInvoice.upsert({ where: { stripeInvoiceId: invoice.id }, create: { stripeInvoiceId: invoice.id, ...data }, update: data });
}

/** A Unix time in seconds, or undefined for anything else (missing, null, a string). */
function seconds(value: unknown): number | undefined {
  return typeof value === "number" && Number.isFinite(value) ? value : undefined;
}
