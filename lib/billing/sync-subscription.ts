import "server-only";
import type Stripe from "stripe";
import { db, type Tx } from "@/lib/db";
import { isStripeMissingResource, toBillingError } from "./billing-errors";
import { lockUser, storeSubscription, type PlanChange } from "./store-subscription";

/** Stripe calls happen inside these transactions (with the user locked): give them time. */
export const BILLING_TRANSACTION = { timeout: 30_000, maxWait: 10_000 } as const;

/** What the checkout needs from a subscription besides its state. */
export const SUBSCRIPTION_EXPAND = ["latest_invoice.confirmation_secret", "pending_setup_intent"];

/**
 * Reads the subscription back from Stripe and stores it: never the caller's word (a browser's, or a
 * webhook payload that may be older than another already applied). Runs `alsoInTransaction` in the
 * same transaction, before Stripe is asked (webhook event ids, paid invoices).
 */
export async function syncSubscription(
  stripe: Stripe,
  userId: string,
  subscriptionId: string,
  alsoInTransaction?: (tx: Tx) => Promise<void>,
): Promise<PlanChange | null> {
  return db.$transaction(async (tx) => {
    await alsoInTransaction?.(tx);
    if (!(await lockUser(tx, userId))) return null;
    const subscription = await retrieveSubscription(stripe, subscriptionId);
    if (!subscription) return null;
    return storeSubscription(tx, userId, subscription);
  }, BILLING_TRANSACTION);
}

/** The subscription as Stripe has it now; null when Stripe no longer knows it. */
export async function retrieveSubscription(stripe: Stripe, subscriptionId: string): Promise<Stripe.Subscription | null> {
  try {
    return await stripe.subscriptions.retrieve(subscriptionId);
  } catch (error) {
    if (isStripeMissingResource(error)) return null;
    throw toBillingError(error);
  }
}
