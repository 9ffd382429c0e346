import "server-only";
import { AppError } from "@/lib/errors";
import { db } from "@/lib/db";
import { subscriptionGivesPro } from "@/lib/plans/sync-user-plan";
import { callStripe } from "./billing-errors";
import { lockUser, storeSubscription } from "./store-subscription";
import { requireStripe } from "./stripe-client";
import { BILLING_TRANSACTION } from "./sync-subscription";

export type CancelAnswer = { message: string; cancelAtPeriodEnd: boolean; currentPeriodEnd: string | null };

export function formatBillingDate(date: Date): string {
  return date.toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });
}

/**
 * Cancels at the end of the paid period: Stripe charges no more, and the subscription stays active
 * (so the user stays Pro) until `current_period_end`, when Stripe ends it and its webhook makes the
 * user Free. Cancelling twice answers the same.
 */
export async function cancelSubscription(userId: string): Promise<CancelAnswer> {
  const { stripe } = requireStripe();
  const stored = await db.subscription.findUnique({ where: { userId }, select: { stripeSubscriptionId: true, status: true } });
  if (!stored || !subscriptionGivesPro(stored.status)) throw new AppError("conflict", "You have no active subscription to cancel.");

  const subscription = await db.$transaction(async (tx) => {
    await lockUser(tx, userId);
    const updated = await callStripe(() => stripe.subscriptions.update(stored.stripeSubscriptionId, { cancel_at_period_end: true }));
    await storeSubscription(tx, userId, updated);
    return tx.subscription.findUniqueOrThrow({ where: { userId }, select: { currentPeriodEnd: true, cancelAtPeriodEnd: true } });
  }, BILLING_TRANSACTION);

  const end = subscription.currentPeriodEnd;
  return {
    message: end
      ? `Your subscription has been cancelled. You keep Pro access until the end of the billing period on ${formatBillingDate(end)}.`
      : "Your subscription has been cancelled. You keep Pro access until the end of the billing period.",
    cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
    currentPeriodEnd: end?.toISOString() ?? null,
  };
}
