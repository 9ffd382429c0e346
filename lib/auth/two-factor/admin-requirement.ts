import "server-only";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";

export const ADMIN_TWO_FACTOR_MESSAGE = "Turn on two-factor sign-in in Settings → Security to use the admin center.";

/**
 * Admins need two-factor sign-in in production (issue #26): an admin password alone reaches every
 * user's data. `ADMIN_TWO_FACTOR=optional` turns the rule off for the end-to-end server, which runs
 * the production build with the seeded admin; `required` turns it on anywhere.
 */
export function adminTwoFactorRequired(env: Record<string, string | undefined> = process.env): boolean {
  if (env.ADMIN_TWO_FACTOR === "optional") return false;
  return env.ADMIN_TWO_FACTOR === "required" || env.NODE_ENV === "production";
}

/** Whether this admin would be refused every admin call for want of two-factor sign-in. */
export async function adminLacksSecondFactor(userId: string): Promise<boolean> {
  if (!adminTwoFactorRequired()) return false;
  const user = await db.user.findUnique({ where: { id: userId }, select: { twoFactorEnabledAt: true } });
  return !user?.twoFactorEnabledAt;
}

/** 403 `two_factor_required` for an admin without two-factor sign-in, where it is required. */
export async function assertAdminSecondFactor(userId: string): Promise<void> {
  if (await adminLacksSecondFactor(userId)) {
    throw new AppError("forbidden", ADMIN_TWO_FACTOR_MESSAGE, { code: "two_factor_required" });
  }
}
