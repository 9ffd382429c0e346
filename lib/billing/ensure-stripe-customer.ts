import "server-only";
import type Stripe from "stripe";
import { db } from "@/lib/db";
import { callStripe } from "./billing-errors";

type Customer = { id: string; email: string; username: string; company: string | null; stripeCustomerId: string | null };

/**
 * The user's Stripe customer, created once. The idempotency key is the user id, so two requests
 * racing to create it get the same customer from Stripe and store the same id.
 */
export async function ensureStripeCustomer(stripe: Stripe, user: Customer): Promise<string> {
  if (user.stripeCustomerId) return user.stripeCustomerId;
  const customer = await callStripe(() =>
    stripe.customers.create(
      { email: user.email, name: user.company || user.username, metadata: { userId: user.id } },
      { idempotencyKey: `customer:${user.id}` },
    ),
  );
  await db.user.updateMany({ where: { id: user.id, stripeCustomerId: null }, data: { stripeCustomerId: customer.id } });
  return customer.id;
}
