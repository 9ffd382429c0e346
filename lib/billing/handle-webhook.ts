import "server-only";
import Stripe from "stripe";
import { AppError } from "@/lib/errors";
import { db } from "@/lib/db";
import { isUniqueViolation } from "@/lib/db/errors";
import { billingConfig } from "./billing-config";
import { notConfigured } from "./billing-errors";
import { recordPaidInvoice } from "./record-paid-invoice";
import { stripeClient } from "./stripe-client";
import { stripeId } from "./subscription-fields";
import { syncSubscription } from "./sync-subscription";

/** Stripe's own default: a signature older than 5 minutes is a replay. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

/** The events to enable on the webhook endpoint in Stripe's dashboard (README, docs/billing.md). */
export const HANDLED_EVENTS = [
  "customer.subscription.created",
  "customer.subscription.updated",
  "customer.subscription.deleted",
  "invoice.paid",
  "invoice.payment_failed",
] as const;

export type WebhookResult = { received: true; duplicate?: true; ignored?: true };

type Target = { subscriptionId: string | null; customerId: string | null; userIdHint: string | null };

function targetOf(event: Stripe.Event): Target | null {
  switch (event.type) {
    case "customer.subscription.created":
    case "customer.subscription.updated":
    case "customer.subscription.deleted": {
      const subscription = event.data.object;
      return {
        subscriptionId: subscription.id,
        customerId: stripeId(subscription.customer),
        userIdHint: subscription.metadata?.userId ?? null,
      };
    }
    case "invoice.paid":
    case "invoice.payment_failed": {
      const invoice = event.data.object;
      const details = invoice.parent?.subscription_details;
      return {
        subscriptionId: stripeId(details?.subscription),
        customerId: stripeId(invoice.customer),
        userIdHint: details?.metadata?.userId ?? null,
      };
    }
    default:
      return null;
  }
}

async function findUserId(target: Target): Promise<string | null> {
  if (target.userIdHint) {
    const user = await db.user.findUnique({ where: { id: target.userIdHint }, select: { id: true } });
    if (user) return user.id;
  }
  if (!target.customerId) return null;
  const user = await db.user.findUnique({ where: { stripeCustomerId: target.customerId }, select: { id: true } });
  return user?.id ?? null;
}

/** How far a signature's time may lie ahead of our clock (clock skew); Stripe's SDK checks only the past. */
export const SIGNATURE_FUTURE_SKEW_SECONDS = 60;

/**
 * Stripe-Signature checked on the raw body (400 when missing, wrong, stale or dated in the future):
 * the billing and Connect webhooks alike. The SDK refuses a signature older than the tolerance but
 * accepts one dated any time ahead (issue #26 finding 11), which a leaked signing secret could
 * pre-sign for later; so its time may be at most SIGNATURE_FUTURE_SKEW_SECONDS ahead.
 */
export function verify(rawBody: string, signature: string | null, secret: string, stripe: Stripe): Stripe.Event {
  if (!signature) throw new AppError("validation", "Missing Stripe-Signature header");
  let event: Stripe.Event;
  try {
    event = stripe.webhooks.constructEvent(rawBody, signature, secret, SIGNATURE_TOLERANCE_SECONDS);
  } catch {
    throw new AppError("validation", "Invalid or expired webhook signature");
  }
  const signedAt = Number(/(?:^|,)\s*t=(\d+)/.exec(signature)?.[1]);
  if (!Number.isFinite(signedAt) || signedAt > Date.now() / 1000 + SIGNATURE_FUTURE_SKEW_SECONDS) {
    throw new AppError("validation", "Invalid or expired webhook signature");
  }
  return event;
}

/**
 * One webhook delivery. The signature is checked on the raw body; the event id is recorded in the
 * same transaction as its effect, so a redelivery (or two deliveries at once: the second waits on
 * the id's unique index, then fails) changes nothing. The effect itself is convergent: whatever the
 * event says, the subscription is read back from Stripe, so late or out-of-order events store
 * Stripe's latest state rather than the state the event was sent for.
 */
export async function handleStripeWebhook(rawBody: string, signature: string | null): Promise<WebhookResult> {
  const config = billingConfig();
  if (!config) throw notConfigured();
  if (!config.webhookSecret)
    throw new AppError("unavailable", "Stripe webhooks are not configured on this server (STRIPE_WEBHOOK_SECRET).");
  const stripe = stripeClient(config);
  const event = verify(rawBody, signature, config.webhookSecret, stripe);

  const seen = await db.processedWebhookEvent.findUnique({ where: { id: event.id }, select: { id: true } });
  if (seen) return { received: true, duplicate: true };

  const markProcessed = { data: { id: event.id, type: event.type } };
  const target = targetOf(event);
  const userId = target?.subscriptionId ? await findUserId(target) : null;
  try {
    if (!target?.subscriptionId || !userId) {
      // Not ours to act on (another event type, a one-off invoice, an unknown or deleted customer).
      await db.processedWebhookEvent.create(markProcessed);
      return { received: true, ignored: true };
    }
    await syncSubscription(stripe, userId, target.subscriptionId, async (tx) => {
      await tx.processedWebhookEvent.create(markProcessed);
      if (event.type === "invoice.paid") await recordPaidInvoice(tx, event.data.object, userId, event.created);
    });
    return { received: true };
  } catch (error) {
    if (isUniqueViolation(error)) return { received: true, duplicate: true };
    throw error;
  }
}
