import "server-only";
import { db } from "@/lib/db";
import { openSecret } from "./secret-box";
import { matchTotp } from "./totp";
import { spendRecoveryCode } from "./recovery-codes";

/**
 * Whether `code` proves the user holds their second factor: a TOTP code of their enabled secret
 * that is newer than the last one accepted (stored in the same conditional UPDATE, so a code is
 * accepted once even by two requests at the same moment), or one of their unused recovery codes.
 */
export async function checkSecondFactor(userId: string, code: string, options: { allowRecoveryCode: boolean }): Promise<boolean> {
  const user = await db.user.findUnique({
    where: { id: userId },
    select: { twoFactorSecret: true, twoFactorEnabledAt: true, twoFactorLastStep: true },
  });
  if (!user?.twoFactorSecret || !user.twoFactorEnabledAt) return false;
  const secret = openSecret(user.twoFactorSecret);
  const step = secret ? matchTotp(secret, code, user.twoFactorLastStep) : null;
  if (step !== null) {
    const taken = await db.$executeRaw`
      UPDATE "User" SET "twoFactorLastStep" = ${step}
      WHERE id = ${userId} AND ("twoFactorLastStep" IS NULL OR "twoFactorLastStep" < ${step})`;
    return taken === 1;
  }
  return options.allowRecoveryCode && spendRecoveryCode(db, userId, code);
}
