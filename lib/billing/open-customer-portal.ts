import "server-only";
import Stripe from "stripe";
import { AppError } from "@/lib/errors";
import { db } from "@/lib/db";
import { toBillingError } from "./billing-errors";
import { requireStripe } from "./stripe-client";

/** SPEC section 8: the portal isn't set up in Stripe's dashboard; the Swedish text suggests cancelling here. */
export const PORTAL_NOT_CONFIGURED_MESSAGE =
  "Kundportalen är inte konfigurerad ännu. Du kan avsluta prenumerationen direkt här i inställningarna i stället.";

// Stripe's answer when no portal configuration exists: "No configuration provided and your test mode
// default configuration has not been created. …"
function isPortalNotConfigured(error: unknown): boolean {
  return error instanceof Stripe.errors.StripeInvalidRequestError && /configuration/i.test(error.message);
}

/** A Stripe billing-portal session for the user's customer, returning to /settings. */
export async function openCustomerPortal(userId: string, appBaseUrl: string): Promise<{ url: string }> {
  const { stripe } = requireStripe();
  const user = await db.user.findUniqueOrThrow({ where: { id: userId }, select: { stripeCustomerId: true } });
  if (!user.stripeCustomerId) throw new AppError("conflict", "There is no billing account for this user yet: upgrade to Pro first.");
  const customer = user.stripeCustomerId;
  try {
    const session = await stripe.billingPortal.sessions.create({ customer, return_url: `${appBaseUrl}/settings` });
    return { url: session.url };
  } catch (error) {
    if (isPortalNotConfigured(error)) throw new AppError("conflict", PORTAL_NOT_CONFIGURED_MESSAGE);
    throw toBillingError(error);
  }
}
