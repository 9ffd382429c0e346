import "server-only";
import { db } from "@/lib/db";
import { billingConfig } from "./billing-config";

export type BillingStatus = {
  /** false: payments are not configured on this server */
  configured: boolean;
  /** read at run time, so one build serves any Stripe account */
  publishableKey: string | null;
  proGrantedByAdmin: boolean;
  subscription: { status: string; currentPeriodEnd: string | null; cancelAtPeriodEnd: boolean } | null;
};

/** What /settings and /subscribe show about payments and the user's subscription. */
export async function billingStatus(userId: string): Promise<BillingStatus> {
  const config = billingConfig();
  const user = await db.user.findUniqueOrThrow({
    where: { id: userId },
    select: { proGrantedByAdmin: true, subscription: { select: { status: true, currentPeriodEnd: true, cancelAtPeriodEnd: true } } },
  });
  const subscription = user.subscription;
  return {
    configured: config !== null,
    publishableKey: config?.publishableKey ?? null,
    proGrantedByAdmin: user.proGrantedByAdmin,
    subscription: subscription && {
      status: subscription.status,
      currentPeriodEnd: subscription.currentPeriodEnd?.toISOString() ?? null,
      cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
    },
  };
}
