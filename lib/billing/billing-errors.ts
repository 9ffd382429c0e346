import "server-only";
import Stripe from "stripe";
import { AppError } from "@/lib/errors";

export const NOT_CONFIGURED_MESSAGE = "Payments are not configured on this server.";

export function notConfigured(): AppError {
  return new AppError("unavailable", NOT_CONFIGURED_MESSAGE);
}

/**
 * A failed Stripe call as the client should see it: Stripe unreachable or failing → 502 (nothing
 * was changed here, try again); a card or request error keeps Stripe's own message.
 */
export function toBillingError(error: unknown): unknown {
  if (error instanceof AppError) return error;
  if (error instanceof Stripe.errors.StripeConnectionError || error instanceof Stripe.errors.StripeAPIError) {
    return new AppError("bad_gateway", "Could not reach the payment provider. Please try again.");
  }
  if (error instanceof Stripe.errors.StripeCardError) return new AppError("payment_required", error.message);
  if (error instanceof Stripe.errors.StripeError) {
    console.error("Stripe refused a request:", error.type, error.code, error.message);
    return new AppError("bad_gateway", `The payment provider refused the request: ${error.message}`);
  }
  return error;
}

export function isStripeMissingResource(error: unknown): boolean {
  return error instanceof Stripe.errors.StripeInvalidRequestError && error.code === "resource_missing";
}

/** Runs a Stripe call and turns its failures into AppErrors. */
export async function callStripe<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw toBillingError(error);
  }
}
