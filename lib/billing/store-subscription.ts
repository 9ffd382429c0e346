import "server-only";
import type Stripe from "stripe";
import { recordActivity } from "@/lib/activity/record-activity";
import type { Tx } from "@/lib/db";
import { subscriptionGivesPro, syncUserPlan } from "@/lib/plans/sync-user-plan";
import { isTerminalStatus, subscriptionFields } from "./subscription-fields";

export type PlanChange = { userId: string; status: string; isPro: boolean; becamePro: boolean; stored: boolean };

/**
 * Serializes every billing change of one user: the row lock is held from before Stripe is asked
 * until the answer is stored, so two webhooks (or a webhook and an activation) can't store Stripe's
 * state in the reverse order of reading it.
 */
export async function lockUser(tx: Tx, userId: string): Promise<boolean> {
  const rows = await tx.$queryRaw<{ id: string }[]>`SELECT id FROM "User" WHERE id = ${userId} FOR UPDATE`;
  return rows.length > 0;
}

/**
 * Stores Stripe's view of a subscription as the user's subscription and derives the plan from it.
 * A user has one subscription row: a newer subscription replaces it, but a stale one (a finished
 * old subscription's late event) never replaces a live one. Writes the `upgrade` feed event when
 * the user has just become Pro. Call with the user locked.
 */
export async function storeSubscription(tx: Tx, userId: string, subscription: Stripe.Subscription): Promise<PlanChange> {
  const fields = subscriptionFields(subscription);
  const current = await tx.subscription.findUnique({ where: { userId }, select: { stripeSubscriptionId: true, status: true } });
  const replacesAnother = current !== null && current.stripeSubscriptionId !== fields.stripeSubscriptionId;
  const stale =
    replacesAnother && (isTerminalStatus(fields.status) || (subscriptionGivesPro(current.status) && !subscriptionGivesPro(fields.status)));

  if (!stale) {
    await tx.subscription.upsert({ where: { userId }, create: { userId, ...fields }, update: fields });
  }
  const plan = await syncUserPlan(tx, userId);
  if (plan.becamePro) {
    const user = await tx.user.findUniqueOrThrow({ where: { id: userId }, select: { email: true } });
    await recordActivity(tx, { type: "upgrade", description: `${user.email} upgraded to Pro`, userId, userEmail: user.email });
  }
  return { userId, status: fields.status, isPro: plan.isPro, becamePro: plan.becamePro, stored: !stale };
}
