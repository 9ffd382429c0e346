import "server-only";
import { AppError } from "@/lib/errors";
import { db } from "@/lib/db";
import { isActivatedStatus } from "./subscription-fields";
import { requireStripe } from "./stripe-client";
import { syncSubscription } from "./sync-subscription";

export const NOT_ACTIVE_MESSAGE = "The subscription is not active yet: the payment has not gone through.";

/**
 * Called by the browser after it confirmed the payment. Asks Stripe for the subscription's state
 * (never the browser's word) and stores it; the user is Pro only when Stripe says active or trialing.
 * A second call reads the same state and changes nothing.
 */
export async function activateSubscription(userId: string): Promise<{ isPro: boolean; status: string }> {
  const { stripe } = requireStripe();
  const stored = await db.subscription.findUnique({ where: { userId }, select: { stripeSubscriptionId: true } });
  if (!stored) throw new AppError("not_found", "No subscription was started for this account.");
  const change = await syncSubscription(stripe, userId, stored.stripeSubscriptionId);
  if (!change || !isActivatedStatus(change.status)) {
    throw new AppError("conflict", NOT_ACTIVE_MESSAGE, { status: change?.status ?? "unknown" });
  }
  return { isPro: change.isPro, status: change.status };
}
