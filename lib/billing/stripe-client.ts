import "server-only";
import Stripe from "stripe";
import { billingConfig, type BillingConfig } from "./billing-config";
import { notConfigured } from "./billing-errors";

/** Pinned: the webhook payloads and the objects read here are shaped by this version. */
export const STRIPE_API_VERSION = "2026-10-28.endive" satisfies Stripe.LatestApiVersion;

let cached: { key: string; client: Stripe } | null = null;

/** What a client needs: the platform's secret key and, in tests, the stand-in's base URL. Billing and Connect share it. */
export type StripeAccess = Pick<BillingConfig, "secretKey" | "apiBase">;

function clientOptions(config: StripeAccess): Stripe.StripeConfig {
  // One retry, 10 s each: a Stripe call inside a billing transaction (30 s) can't outlive it.
  const options: Stripe.StripeConfig = {
    apiVersion: STRIPE_API_VERSION,
    maxNetworkRetries: 1,
    timeout: 10_000,
    appInfo: { name: "InvoiceFlow" },
  };
  if (config.apiBase) {
    const base = new URL(config.apiBase);
    options.host = base.hostname;
    options.protocol = base.protocol === "http:" ? "http" : "https";
    options.port = base.port ? Number(base.port) : base.protocol === "http:" ? 80 : 443;
  }
  return options;
}

/** One Stripe client per process (rebuilt when the environment changes, as in tests). */
export function stripeClient(config: StripeAccess): Stripe {
  const key = `${config.secretKey}|${config.apiBase ?? ""}`;
  if (cached?.key !== key) cached = { key, client: new Stripe(config.secretKey, clientOptions(config)) };
  return cached.client;
}

/** The configuration and its client, or 503 "not configured". */
export function requireStripe(): { config: BillingConfig; stripe: Stripe } {
  const config = billingConfig();
  if (!config) throw notConfigured();
  return { config, stripe: stripeClient(config) };
}
