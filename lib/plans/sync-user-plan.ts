import "server-only";
import type { Tx } from "@/lib/db";

/** Stripe subscription states that keep Pro: past_due still has Stripe retrying the card. */
const PRO_SUBSCRIPTION_STATUSES: ReadonlySet<string> = new Set(["active", "trialing", "past_due"]);

export function subscriptionGivesPro(status: string | null | undefined): boolean {
  return status != null && PRO_SUBSCRIPTION_STATUSES.has(status);
}

/**
 * `User.isPro` is derived, never set directly: Pro while staff granted it or while the stored Stripe
 * subscription gives it. The two sources stay apart, so a webhook never takes away a grant and a
 * revoked grant never ends a paid subscription. Call inside the transaction that changed either source.
 */
export async function syncUserPlan(tx: Tx, userId: string): Promise<{ isPro: boolean; becamePro: boolean }> {
  const user = await tx.user.findUniqueOrThrow({
    where: { id: userId },
    select: { isPro: true, proGrantedByAdmin: true, subscription: { select: { status: true } } },
  });
  const isPro = user.proGrantedByAdmin || subscriptionGivesPro(user.subscription?.status);
  if (isPro !== user.isPro) await tx.user.update({ where: { id: userId }, data: { isPro } });
  return { isPro, becamePro: isPro && !user.isPro };
}
