import "server-only";
import { AppError } from "@/lib/errors";
import { env } from "@/lib/billing/billing-config";
import type { StripeAccess } from "@/lib/billing/stripe-client";

export type ConnectConfig = StripeAccess & { webhookSecret: string };

/** What the card and Pay now say when the server has no Connect settings: a user's words, not an operator's. */
export const CARD_PAYMENTS_OFF_MESSAGE = "Online card payments aren't available on this InvoiceFlow server yet.";

/**
 * Stripe Connect's settings (issue #27), or null when card payments are off on this server: the
 * platform's STRIPE_SECRET_KEY, and STRIPE_CONNECT_WEBHOOK_SECRET, since a payment nobody hears
 * about could never be booked. STRIPE_API_BASE points the client at a stand-in in tests. Billing's
 * price and publishable key are not needed: the money goes to the user's own account.
 */
export function connectConfig(): ConnectConfig | null {
  const secretKey = env("STRIPE_SECRET_KEY");
  const webhookSecret = env("STRIPE_CONNECT_WEBHOOK_SECRET");
  if (!secretKey || !webhookSecret) return null;
  return { secretKey, webhookSecret, apiBase: env("STRIPE_API_BASE") };
}

export function requireConnect(): ConnectConfig {
  const config = connectConfig();
  if (!config) throw new AppError("unavailable", CARD_PAYMENTS_OFF_MESSAGE, { code: "card_payments_off" });
  return config;
}
