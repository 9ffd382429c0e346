import { db } from "@/lib/db";

/**
 * Deletes the account in one transaction. The foreign keys cascade to its sessions (so every
 * session stops working at once), customers, invoices with their items, counters, quotas,
 * subscription, tokens and name-change history; the logo lives on the user row itself. Feed
 * events and bug reports keep their text but lose the link to the user.
 */
export async function deleteAccount(userId: string): Promise<void> {
  await db.$transaction(async (tx) => {
    await tx.session.deleteMany({ where: { userId } });
    await tx.user.delete({ where: { id: userId } });
  });
}
