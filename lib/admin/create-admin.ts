import "server-only";
import { hashPassword } from "@/lib/auth/password";
import { PASSWORD_MIN_LENGTH } from "@/lib/auth/schemas";
import { db } from "@/lib/db";

/**
 * npm run admin:create: makes the account an admin. A new e-mail gets an account with the given
 * password; an existing account is promoted and keeps its own password (the script never
 * overwrites a password it did not set).
 */
export async function createAdmin({ email, password }: { email: string; password: string }): Promise<"created" | "promoted"> {
  const normalized = email.trim().toLowerCase();
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(normalized)) throw new Error("ADMIN_EMAIL must be an e-mail address");
  const existing = await db.user.findUnique({ where: { email: normalized }, select: { id: true } });
  if (existing) {
    await db.user.update({ where: { id: existing.id }, data: { isAdmin: true, isActive: true } });
    return "promoted";
  }
  if (password.length < PASSWORD_MIN_LENGTH) throw new Error(`ADMIN_PASSWORD must have at least ${PASSWORD_MIN_LENGTH} characters`);
  await db.user.create({
    data: { email: normalized, passwordHash: await hashPassword(password), username: "Admin", isAdmin: true, emailVerifiedAt: new Date() },
  });
  return "created";
}
