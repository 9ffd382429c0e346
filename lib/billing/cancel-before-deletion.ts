import "server-only";
import { AppError } from "@/lib/errors";
import { db } from "@/lib/db";
import { isStripeMissingResource, toBillingError } from "./billing-errors";
import { billingConfig } from "./billing-config";
import { stripeClient } from "./stripe-client";
import { isTerminalStatus } from "./subscription-fields";

/**
 * Account deletion: the user's Stripe subscription ends at once (no further charge, no proration)
 * before any data goes. If Stripe can't be reached, the deletion stops: better an account that
 * still exists than a paying subscription without one. A subscription Stripe no longer knows is
 * already gone, so the deletion goes on.
 */
export async function cancelSubscriptionBeforeDeletion(userId: string): Promise<void> {
  const stored = await db.subscription.findUnique({ where: { userId }, select: { stripeSubscriptionId: true, status: true } });
  if (!stored || isTerminalStatus(stored.status)) return;
  const config = billingConfig();
  if (!config) {
    throw new AppError(
      "unavailable",
      "Your subscription can't be cancelled right now, so the account was not deleted. Contact support to close your account.",
    );
  }
  try {
    await stripeClient(config).subscriptions.cancel(stored.stripeSubscriptionId, { prorate: false, invoice_now: false });
  } catch (error) {
    if (isStripeMissingResource(error)) return;
    const billingError = toBillingError(error);
    if (billingError instanceof AppError) {
      throw new AppError(
        billingError.kind,
        `Your subscription could not be cancelled, so the account was not deleted. ${billingError.message}`,
      );
    }
    throw billingError;
  }
  await db.subscription.updateMany({
    where: { userId, stripeSubscriptionId: stored.stripeSubscriptionId },
    data: { status: "canceled", cancelAtPeriodEnd: false },
  });
}
