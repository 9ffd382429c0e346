import "server-only";
import type Stripe from "stripe";
import { AppError } from "@/lib/errors";
import { db } from "@/lib/db";
import { callStripe } from "./billing-errors";
import { ensureStripeCustomer } from "./ensure-stripe-customer";
import { lockUser, storeSubscription } from "./store-subscription";
import { BILLING_TRANSACTION, SUBSCRIPTION_EXPAND } from "./sync-subscription";
import { requireStripe } from "./stripe-client";

export const ALREADY_PRO_MESSAGE = "You already have Pro.";
export const NO_SECRET_MESSAGE = "The payment provider returned no payment secret.";

/** The secret the Payment Element confirms: the first invoice's payment, or a setup intent (trials, 0 due). */
function clientSecretOf(subscription: Stripe.Subscription): string | null {
  const invoice = subscription.latest_invoice;
  if (invoice && typeof invoice === "object" && invoice.confirmation_secret) return invoice.confirmation_secret.client_secret;
  const setup = subscription.pending_setup_intent;
  if (setup && typeof setup === "object" && setup.client_secret) return setup.client_secret;
  return null;
}

/**
 * Starts the Pro subscription and answers the client secret for the Payment Element. The customer is
 * created once per user; a subscription still waiting for its first payment is reused, so reloading
 * /subscribe never piles up incomplete subscriptions. The idempotency key names the subscription it
 * replaces, so two racing requests create one subscription, and a later new start gets a fresh key.
 */
export async function createSubscription(userId: string): Promise<{ clientSecret: string }> {
  const { config, stripe } = requireStripe();
  const user = await db.user.findUniqueOrThrow({
    where: { id: userId },
    select: {
      id: true,
      email: true,
      username: true,
      company: true,
      isPro: true,
      stripeCustomerId: true,
      subscription: { select: { stripeSubscriptionId: true, status: true } },
    },
  });
  if (user.isPro) throw new AppError("conflict", ALREADY_PRO_MESSAGE);
  const customerId = await ensureStripeCustomer(stripe, user);
  const previous = user.subscription;

  const result = await db.$transaction(async (tx) => {
    await lockUser(tx, userId);
    let subscription: Stripe.Subscription | null = null;
    if (previous?.status === "incomplete") {
      subscription = await callStripe(() => stripe.subscriptions.retrieve(previous.stripeSubscriptionId, { expand: SUBSCRIPTION_EXPAND }));
    }
    // Stripe may have moved on (paid meanwhile, or expired): only a still-incomplete one is reused.
    if (!subscription || (subscription.status !== "incomplete" && subscription.status !== "active" && subscription.status !== "trialing")) {
      subscription = await callStripe(() =>
        stripe.subscriptions.create(
          {
            customer: customerId,
            items: [{ price: config.priceId }],
            payment_behavior: "default_incomplete",
            payment_settings: { save_default_payment_method: "on_subscription" },
            metadata: { userId },
            expand: SUBSCRIPTION_EXPAND,
          },
          { idempotencyKey: `subscription:${userId}:after:${previous?.stripeSubscriptionId ?? "none"}` },
        ),
      );
    }
    const plan = await storeSubscription(tx, userId, subscription);
    return { subscription, plan };
  }, BILLING_TRANSACTION);

  if (result.plan.isPro) throw new AppError("conflict", ALREADY_PRO_MESSAGE);
  const clientSecret = clientSecretOf(result.subscription);
  if (!clientSecret) throw new AppError("bad_gateway", NO_SECRET_MESSAGE);
  return { clientSecret };
}
