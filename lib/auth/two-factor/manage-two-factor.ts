import "server-only";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { verifyPassword } from "../password";
import { checkSecondFactor } from "./check-code";
import { replaceRecoveryCodes } from "./recovery-codes";
import { openSecret, sealSecret } from "./secret-box";
import { matchTotp, newTotpSecret, otpauthUrl } from "./totp";

export const TWO_FACTOR_MESSAGES = {
  alreadyOn: "Two-factor sign-in is already on.",
  notSetUp: "Start the setup first: scan the QR code, then enter the code your app shows.",
  wrongCode: "That code is not right. Enter the 6-digit code your authenticator app shows now.",
  notOn: "Two-factor sign-in is not on.",
  wrongPasswordOrCode: "The password or the code is not right.",
} as const;

/**
 * Step 1 of turning two-factor sign-in on (Settings → Security): a new secret, stored encrypted
 * but not yet in force, and the otpauth:// URI the QR code shows. Asking again replaces it.
 */
export async function setupTwoFactor(user: { id: string; email: string }): Promise<{ secret: string; otpauthUrl: string }> {
  const current = await db.user.findUniqueOrThrow({ where: { id: user.id }, select: { twoFactorEnabledAt: true } });
  if (current.twoFactorEnabledAt) throw new AppError("conflict", TWO_FACTOR_MESSAGES.alreadyOn);
  const secret = newTotpSecret();
  await db.user.update({ where: { id: user.id }, data: { twoFactorSecret: sealSecret(secret), twoFactorLastStep: null } });
  return { secret, otpauthUrl: otpauthUrl(secret, user.email) };
}

/**
 * Step 2: the first code from the app proves it holds the secret; then two-factor sign-in is on and
 * the ten recovery codes are answered, once. The code's time step counts as used.
 */
export async function enableTwoFactor(userId: string, code: string): Promise<{ recoveryCodes: string[] }> {
  const current = await db.user.findUniqueOrThrow({ where: { id: userId }, select: { twoFactorSecret: true, twoFactorEnabledAt: true } });
  if (current.twoFactorEnabledAt) throw new AppError("conflict", TWO_FACTOR_MESSAGES.alreadyOn);
  const secret = current.twoFactorSecret ? openSecret(current.twoFactorSecret) : null;
  if (!secret) throw new AppError("validation", TWO_FACTOR_MESSAGES.notSetUp);
  const step = matchTotp(secret, code, null);
  if (step === null) throw new AppError("validation", TWO_FACTOR_MESSAGES.wrongCode, { fields: ["code"] });
  return db.$transaction(async (tx) => {
    const { count } = await tx.user.updateMany({
      where: { id: userId, twoFactorEnabledAt: null },
      data: { twoFactorEnabledAt: new Date(), twoFactorLastStep: step },
    });
    if (count !== 1) throw new AppError("conflict", TWO_FACTOR_MESSAGES.alreadyOn);
    return { recoveryCodes: await replaceRecoveryCodes(tx, userId) };
  });
}

/** Turning it off takes the password and a current code (or a recovery code): a stolen session alone can't. */
export async function disableTwoFactor(userId: string, password: string, code: string): Promise<void> {
  const current = await db.user.findUniqueOrThrow({
    where: { id: userId },
    select: { passwordHash: true, twoFactorEnabledAt: true },
  });
  if (!current.twoFactorEnabledAt) throw new AppError("conflict", TWO_FACTOR_MESSAGES.notOn);
  const passwordOk = await verifyPassword(current.passwordHash, password);
  if (!passwordOk || !(await checkSecondFactor(userId, code, { allowRecoveryCode: true }))) {
    throw new AppError("validation", TWO_FACTOR_MESSAGES.wrongPasswordOrCode);
  }
  await db.$transaction(async (tx) => {
    await tx.user.update({ where: { id: userId }, data: { twoFactorSecret: null, twoFactorEnabledAt: null, twoFactorLastStep: null } });
    await tx.twoFactorRecoveryCode.deleteMany({ where: { userId } });
  });
}

/** Settings → Security: on or off, and how many recovery codes are left. */
export async function twoFactorStatus(userId: string): Promise<{ enabled: boolean; recoveryCodesLeft: number }> {
  const user = await db.user.findUniqueOrThrow({ where: { id: userId }, select: { twoFactorEnabledAt: true } });
  const recoveryCodesLeft = user.twoFactorEnabledAt ? await db.twoFactorRecoveryCode.count({ where: { userId, usedAt: null } }) : 0;
  return { enabled: user.twoFactorEnabledAt !== null, recoveryCodesLeft };
}
