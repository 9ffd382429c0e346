import "server-only";

export type BillingConfig = {
  secretKey: string;
  priceId: string;
  /** null: webhooks are refused (503) but the rest of the flow works */
  webhookSecret: string | null;
  publishableKey: string;
  /** STRIPE_API_BASE, e.g. http://127.0.0.1:12111 in tests; null → Stripe's own host */
  apiBase: string | null;
};

// Read by computed name: Next inlines `process.env.NEXT_PUBLIC_…` at build time, and the
// publishable key must follow the server's environment at run time (one build, many deployments).
export function env(name: string): string | null {
  const value = process.env[name]?.trim();
  return value ? value : null;
}

/**
 * Stripe's settings from the environment, or null when payments are not configured on this server
 * (no secret key, price or publishable key): the app then runs without them and says so.
 */
export function billingConfig(): BillingConfig | null {
  const secretKey = env("STRIPE_SECRET_KEY");
  const priceId = env("STRIPE_PRICE_ID");
  const publishableKey = env("NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY");
  if (!secretKey || !priceId || !publishableKey) return null;
  return { secretKey, priceId, publishableKey, webhookSecret: env("STRIPE_WEBHOOK_SECRET"), apiBase: env("STRIPE_API_BASE") };
}
