import "server-only";
import type Stripe from "stripe";
import { verify } from "@/lib/billing/handle-webhook";
import { stripeClient } from "@/lib/billing/stripe-client";
import { refreshAccountFacts } from "./connect-account";
import { requireConnect } from "./connect-config";
import { bookCardRefund, bookCheckoutPayment, type CardBooking } from "./book-card-payment";
import { tellOwnerOfPayment } from "./tell-owner-of-payment";

/** The events to enable on the Connect webhook endpoint in Stripe's dashboard ("Events on connected accounts"). */
export const CONNECT_EVENTS = [
  "checkout.session.completed",
  "checkout.session.async_payment_succeeded",
  "charge.refunded",
  "account.updated",
] as const;

export type ConnectWebhookResult = { received: true; duplicate?: true; ignored?: true };

/**
 * One delivery to `POST /api/webhooks/stripe-connect`: the signature is checked on the raw body
 * with STRIPE_CONNECT_WEBHOOK_SECRET, then the event acts on the connected account it names in
 * `event.account`. Money is booked from these events only, never from the customer's redirect,
 * and each PaymentIntent once, whatever the order, delay or repetition (see book-card-payment.ts).
 * Anything not ours to act on answers 200 and is logged, so Stripe doesn't retry it for days.
 */
export async function handleConnectWebhook(rawBody: string, signature: string | null): Promise<ConnectWebhookResult> {
  const config = requireConnect();
  const event = verify(rawBody, signature, config.webhookSecret, stripeClient(config));
  const booking = await apply(event);
  if (booking.outcome === "ignored") {
    console.warn(`[stripe-connect] ${event.type} ${event.id} ignored: ${booking.why}`);
    return { received: true, ignored: true };
  }
  if (booking.outcome === "duplicate") return { received: true, duplicate: true };
  if (booking.outcome === "noted") return { received: true };
  if (event.type !== "charge.refunded") await tellOwnerOfPayment(booking.userId, booking.invoiceId, booking.amount);
  return { received: true };
}

/** What an event did: a booking's outcome, or "noted" for an account update. */
async function apply(event: Stripe.Event): Promise<CardBooking | { outcome: "noted" }> {
  switch (event.type) {
    case "checkout.session.completed":
      if (event.data.object.payment_status !== "paid")
        return { outcome: "ignored", why: "not paid yet (an async method: its own event follows)" };
      return bookCheckoutPayment(event.account, event.data.object, event.created);
    case "checkout.session.async_payment_succeeded":
      return bookCheckoutPayment(event.account, event.data.object, event.created);
    case "charge.refunded":
      return bookCardRefund(event.account, event.data.object, event.created);
    case "account.updated": {
      const account = event.data.object;
      await refreshAccountFacts(account.id, {
        chargesEnabled: account.charges_enabled ?? false,
        detailsSubmitted: account.details_submitted ?? false,
      });
      return { outcome: "noted" };
    }
    default:
      return { outcome: "ignored", why: "an event type this endpoint does not handle" };
  }
}
