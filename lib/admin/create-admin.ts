import "server-only";
import { isCommonPassword } from "@/lib/auth/common-passwords";
import { hashPassword } from "@/lib/auth/password";
import { PASSWORD_MIN_LENGTH } from "@/lib/auth/schemas";
import { db } from "@/lib/db";
import { PUBLISHED_PASSWORDS } from "@/lib/seed/published-passwords";

export type CreateAdminInput = {
  email: string;
  password: string;
  /** The operator's `--promote-existing`: they own the existing account of this address. */
  promoteExisting?: boolean;
  /** Production refuses the README's published passwords as well. */
  production?: boolean;
};

/** Why an admin was not made: the scripts print the message and exit 1. */
export class AdminSeatRefused extends Error {
  override name = "AdminSeatRefused";
}

/**
 * npm run admin:create and the production seed: make the account an admin. A new address gets an
 * account with the given password, which must pass signup's rules (length, not a common password)
 * and, in production, must not be one the README publishes.
 *
 * An existing account is never promoted by default (issue #26 finding 2): anyone could sign up
 * with the future admin's address first and then sign in to /admin with their own password. It is
 * promoted only when the operator passes `--promote-existing` (they own it) AND its address is
 * confirmed (so its password was set by whoever reads that mailbox). Its password stays its own.
 * An account that is already an admin is left as it is.
 */
export async function createAdmin(input: CreateAdminInput): Promise<"created" | "promoted" | "unchanged"> {
  const email = input.email.trim().toLowerCase();
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw new AdminSeatRefused("ADMIN_EMAIL must be an e-mail address");
  const existing = await db.user.findUnique({ where: { email }, select: { id: true, isAdmin: true, emailVerifiedAt: true } });
  if (existing?.isAdmin) return "unchanged";
  if (existing) {
    if (!input.promoteExisting) {
      throw new AdminSeatRefused(
        `${email} already has an account, whose password someone else may have chosen. Nothing was changed. ` +
          "If that account is yours and its address is confirmed, run again with --promote-existing; otherwise choose another address.",
      );
    }
    if (!existing.emailVerifiedAt) {
      throw new AdminSeatRefused(
        `${email} has an account whose address was never confirmed, so anyone could have created it. Nothing was changed. ` +
          "Confirm the address from that account's verification e-mail first, or choose another address.",
      );
    }
    await db.user.update({ where: { id: existing.id }, data: { isAdmin: true, isActive: true } });
    return "promoted";
  }
  assertAdminPassword(input.password, input.production ?? process.env.NODE_ENV === "production");
  await db.user.create({
    data: { email, passwordHash: await hashPassword(input.password), username: "Admin", isAdmin: true, emailVerifiedAt: new Date() },
  });
  return "created";
}

function assertAdminPassword(password: string, production: boolean): void {
  if (password.length < PASSWORD_MIN_LENGTH)
    throw new AdminSeatRefused(`ADMIN_PASSWORD must have at least ${PASSWORD_MIN_LENGTH} characters`);
  if (isCommonPassword(password))
    throw new AdminSeatRefused("ADMIN_PASSWORD is on the list of common passwords: choose a less predictable one");
  if (production && PUBLISHED_PASSWORDS.has(password)) {
    throw new AdminSeatRefused("ADMIN_PASSWORD is the development password published in the README: choose another one for production");
  }
}
