import "server-only";
import { cancelSubscriptionBeforeDeletion } from "@/lib/billing/cancel-before-deletion";
import { db } from "@/lib/db";

/**
 * Where a closed account's e-mail goes: an address that can't receive mail (RFC 2606's .invalid)
 * and that no signup can take, so the real address is free for a new account at once.
 */
export const closedEmailOf = (userId: string) => `closed-${userId}@closed.invalid`;

/** Stored instead of a password hash: no password verifies against it. */
const NO_PASSWORD = "!closed";

/**
 * DELETE /api/account (issue #25, docs/records.md). An account that issued nothing is deleted with
 * everything it owns, as before. One that issued invoices is closed instead, in one transaction:
 * every session ends, the e-mail is moved aside (sign-in then answers as for an unknown address, and
 * the address can sign up again as a new account that sees none of this), the password and logo go,
 * customers no document names are deleted, and the invoices with their payments, reminders and
 * history stay, read by nobody but the purge job, until RECORDS_RETENTION_YEARS after the end of
 * their year (lib/records/purge-records.ts). A live Stripe subscription is cancelled first; if
 * Stripe can't be reached nothing changes.
 *
 * Idempotent: requests that passed the session check together each run this; the row lock makes
 * them one after the other, and the later ones find the account closed or gone and succeed too.
 */
export async function closeAccount(userId: string, now = new Date()): Promise<void> {
  await cancelSubscriptionBeforeDeletion(userId);
  // A generous timeout: the closing is a handful of statements, but on a loaded server the
  // interactive transaction's default 5 s can pass between them, and the user sees a failure.
  await db.$transaction(
    async (tx) => {
      const [user] = await tx.$queryRaw<{ closedAt: Date | null }[]>`SELECT "closedAt" FROM "User" WHERE id = ${userId} FOR UPDATE`;
      await tx.session.deleteMany({ where: { userId } });
      if (!user || user.closedAt) return;

      const [records] = await tx.$queryRaw<{ issued: boolean }[]>`
      SELECT EXISTS (SELECT 1 FROM "Invoice" WHERE "userId" = ${userId}) AS issued`;
      if (!records?.issued) {
        await tx.user.deleteMany({ where: { id: userId } });
        return;
      }

      await tx.$executeRaw`
      DELETE FROM "Customer" c WHERE c."userId" = ${userId}
        AND NOT EXISTS (SELECT 1 FROM "Invoice" i WHERE i."customerId" = c.id)`;
      await tx.emailVerificationToken.deleteMany({ where: { userId } });
      await tx.user.update({
        where: { id: userId },
        data: {
          closedAt: now,
          isActive: false,
          email: closedEmailOf(userId),
          passwordHash: NO_PASSWORD,
          logoData: null,
          logoMimeType: null,
          remindersEnabled: false,
        },
      });
    },
    { maxWait: 10_000, timeout: 30_000 },
  );
}
