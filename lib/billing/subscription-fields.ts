import type Stripe from "stripe";

/** States after which a Stripe subscription can never charge or give Pro again. */
const TERMINAL_STATUSES: ReadonlySet<string> = new Set(["canceled", "incomplete_expired"]);

export function isTerminalStatus(status: string): boolean {
  return TERMINAL_STATUSES.has(status);
}

/** Activation makes a user Pro only on a paid (or trial) subscription, never on past_due or incomplete. */
export function isActivatedStatus(status: string): boolean {
  return status === "active" || status === "trialing";
}

export function stripeId(value: string | { id: string } | null | undefined): string | null {
  if (value == null) return null;
  return typeof value === "string" ? value : value.id;
}

/**
 * The columns of `Subscription` from Stripe's object. Since the 2025 API versions the period lives on
 * the subscription item, not the subscription; the Pro price is the only item.
 */
export function subscriptionFields(subscription: Stripe.Subscription) {
  const item = subscription.items.data[0];
  return {
    stripeSubscriptionId: subscription.id,
    stripeCustomerId: stripeId(subscription.customer) ?? "",
    status: subscription.status,
    priceId: item?.price.id ?? null,
    currentPeriodEnd: item ? new Date(item.current_period_end * 1000) : null,
    // A cancellation scheduled at a date (cancel_at) ends Pro the same way as at period end.
    cancelAtPeriodEnd: !isTerminalStatus(subscription.status) && (subscription.cancel_at_period_end || subscription.cancel_at !== null),
  };
}
