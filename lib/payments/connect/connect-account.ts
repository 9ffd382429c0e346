import "server-only";
import { callStripe } from "@/lib/billing/billing-errors";
import { stripeClient } from "@/lib/billing/stripe-client";
import { db } from "@/lib/db";
import { isUniqueViolation } from "@/lib/db/errors";
import { connectConfig, requireConnect } from "./connect-config";

/** `GET /api/payments/connect`: Stripe's word on the user's account; `available` false when Connect is off here. */
export type ConnectStatus = {
  available: boolean;
  connected: boolean;
  chargesEnabled: boolean;
  detailsSubmitted: boolean;
  accountId: string | null;
};

const NOT_CONNECTED = { connected: false, chargesEnabled: false, detailsSubmitted: false, accountId: null } as const;

/** Where Stripe sends the user back after onboarding, and when its link has expired. */
export const CONNECT_RETURN_PATH = "/settings?connect=return";

/**
 * Connects the user's own Stripe account: creates it once (a Standard account in the profile's
 * country: the user owns it, its dashboard and its payouts; we take no fee), then answers a fresh
 * onboarding link. Stripe's idempotency key and the table's primary key make two first clicks at
 * once create one account. A user who disconnected gets the same account back.
 */
export async function startConnectOnboarding(
  user: { id: string; email: string; country: string },
  origin: string,
): Promise<{ url: string }> {
  const stripe = stripeClient(requireConnect());
  let accountId = (await db.connectAccount.findUnique({ where: { userId: user.id }, select: { accountId: true } }))?.accountId;
  if (!accountId) {
    const account = await callStripe(() =>
      stripe.accounts.create(
        { type: "standard", country: user.country, email: user.email, metadata: { userId: user.id } },
        { idempotencyKey: `invoiceflow-connect-${user.id}` },
      ),
    );
    accountId = await storeAccount(user.id, account.id, account.charges_enabled ?? false, account.details_submitted ?? false);
  }
  await db.connectAccount.update({ where: { userId: user.id }, data: { disconnectedAt: null } });
  const returnUrl = `${origin}${CONNECT_RETURN_PATH}`;
  const link = await callStripe(() =>
    stripe.accountLinks.create({ account: accountId, type: "account_onboarding", return_url: returnUrl, refresh_url: returnUrl }),
  );
  return { url: link.url };
}

async function storeAccount(userId: string, accountId: string, chargesEnabled: boolean, detailsSubmitted: boolean): Promise<string> {
  try {
    await db.connectAccount.create({ data: { userId, accountId, chargesEnabled, detailsSubmitted } });
    return accountId;
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    return (await db.connectAccount.findUniqueOrThrow({ where: { userId }, select: { accountId: true } })).accountId;
  }
}

/** The account as Stripe has it now (GET /v1/accounts/{id}), copied into the table for Pay now's decision. */
export async function readConnectStatus(userId: string): Promise<ConnectStatus> {
  const config = connectConfig();
  const row = await db.connectAccount.findUnique({ where: { userId } });
  if (!config || !row) return { available: config !== null, ...NOT_CONNECTED };
  const account = await callStripe(() => stripeClient(config).accounts.retrieve(row.accountId));
  const facts = { chargesEnabled: account.charges_enabled ?? false, detailsSubmitted: account.details_submitted ?? false };
  await db.connectAccount.update({ where: { userId }, data: facts });
  if (row.disconnectedAt) return { available: true, ...NOT_CONNECTED };
  return { available: true, connected: true, ...facts, accountId: row.accountId };
}

/**
 * Stops new card payments: Pay now disappears from the user's invoices. The account stays known,
 * so payments already under way and refunds are still booked, and connecting again reuses it.
 */
export async function disconnectAccount(userId: string): Promise<ConnectStatus> {
  await db.connectAccount.updateMany({ where: { userId, disconnectedAt: null }, data: { disconnectedAt: new Date() } });
  return { available: connectConfig() !== null, ...NOT_CONNECTED };
}

/** Stripe's `account.updated`: keep the copy of charges_enabled / details_submitted current. */
export async function refreshAccountFacts(accountId: string, facts: { chargesEnabled: boolean; detailsSubmitted: boolean }): Promise<void> {
  await db.connectAccount.updateMany({ where: { accountId }, data: facts });
}

/** The owner's account as Pay now needs it, or null. */
export function cardAccountOf(userId: string) {
  return db.connectAccount.findUnique({ where: { userId }, select: { accountId: true, chargesEnabled: true, disconnectedAt: true } });
}
