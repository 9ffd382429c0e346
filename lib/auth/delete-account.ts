import "server-only";
import { cancelSubscriptionBeforeDeletion } from "@/lib/billing/cancel-before-deletion";
import { db } from "@/lib/db";

/**
 * Deletes the account in one transaction. The foreign keys cascade to its sessions (so every
 * session stops working at once), customers, invoices with their items, counters, quotas,
 * subscription, tokens and name-change history; the logo lives on the user row itself. Feed
 * events and bug reports keep their text but lose the link to the user. A live Stripe subscription
 * is cancelled first; if Stripe can't be reached nothing is deleted.
 *
 * Idempotent: requests that passed the session check together (double clicks, retries) each run
 * this; the first deletes, the others find nothing and succeed too (deleteMany, not delete, which
 * throws on a missing row and gave them 500).
 */
export async function deleteAccount(userId: string): Promise<void> {
  await cancelSubscriptionBeforeDeletion(userId);
  await db.$transaction(async (tx) => {
    await tx.session.deleteMany({ where: { userId } });
    await tx.user.deleteMany({ where: { id: userId } });
  });
}
