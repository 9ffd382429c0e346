import { Decimal } from "@/lib/money/decimal";

/**
 * The currencies Stripe takes for a card payment here, each with its minor unit (all four of the
 * app's currencies have cents/öre) and the smallest and largest charge Stripe accepts: below the
 * minimum or above the maximum a Checkout Session is refused, so Pay now is not offered.
 */
const CARD_CURRENCIES: Record<string, { exponent: number; min: string; max: string }> = {
  USD: { exponent: 2, min: "0.50", max: "999999.99" },
  EUR: { exponent: 2, min: "0.50", max: "999999.99" },
  GBP: { exponent: 2, min: "0.30", max: "999999.99" },
  SEK: { exponent: 2, min: "3.00", max: "999999.99" },
};

/** An amount in the currency's minor unit, as Stripe wants it: "199.90" EUR → 19990. */
export function toMinorUnits(amount: string, currency: string): number {
  const spec = CARD_CURRENCIES[currency];
  if (!spec) throw new Error(`Stripe takes no ${currency} here`);
  return new Decimal(amount).times(10 ** spec.exponent).toNumber();
}

/** Stripe's minor units back to a decimal string: 19990 EUR → "199.90". */
export function fromMinorUnits(minor: number, currency: string): string {
  const exponent = CARD_CURRENCIES[currency.toUpperCase()]?.exponent ?? 2;
  return new Decimal(minor).div(10 ** exponent).toFixed(2);
}

export type PayNowFacts = {
  invoice: { status: string; balanceDue: string; currency: string };
  /** The owner's connected account as stored; null when they never connected. */
  account: { chargesEnabled: boolean; disconnectedAt: Date | null } | null;
  /** Connect configured on this server (connectConfig() is not null). */
  configured: boolean;
};

/**
 * Whether the customer can pay this invoice by card now: Connect is configured, the owner's
 * account takes charges and was not disconnected, the invoice is not void (nor credited, once
 * credit notes exist), something is left to pay, and Stripe takes that amount in its currency.
 */
export function canPayOnline({ invoice, account, configured }: PayNowFacts): boolean {
  if (!configured || !account?.chargesEnabled || account.disconnectedAt) return false;
  if (invoice.status === "void" || invoice.status === "credited" || invoice.status === "paid") return false;
  const spec = CARD_CURRENCIES[invoice.currency];
  if (!spec) return false;
  const balance = new Decimal(invoice.balanceDue);
  return balance.gte(spec.min) && balance.lte(spec.max);
}
