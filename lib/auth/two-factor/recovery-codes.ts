import "server-only";
import { createHash, randomBytes } from "node:crypto";
import type { Tx } from "@/lib/db";

export const RECOVERY_CODE_COUNT = 10;
// No 0/O, 1/I/L: a code is read off paper and typed.
const ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";

/** "K7QX-M2PA-9TRE": 12 characters of 31 (about 59 bits), in groups of four. */
function newRecoveryCode(): string {
  const bytes = randomBytes(12);
  const chars = [...bytes].map((byte) => ALPHABET[byte % ALPHABET.length]).join("");
  return `${chars.slice(0, 4)}-${chars.slice(4, 8)}-${chars.slice(8, 12)}`;
}

/** As typed: any case, with or without dashes and spaces. */
export function normalizeRecoveryCode(code: string): string {
  return code.toUpperCase().replace(/[\s-]+/g, "");
}

export function hashRecoveryCode(code: string): string {
  return createHash("sha256").update(normalizeRecoveryCode(code)).digest("hex");
}

/** Replaces the user's recovery codes with ten new ones; answers them (shown once, stored hashed). */
export async function replaceRecoveryCodes(tx: Tx, userId: string): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await tx.twoFactorRecoveryCode.deleteMany({ where: { userId } });
  await tx.twoFactorRecoveryCode.createMany({ data: codes.map((code) => ({ userId, codeHash: hashRecoveryCode(code) })) });
  return codes;
}

/** Uses one recovery code, once: true when it was the user's and unused (one conditional UPDATE, so two racing uses can't both win). */
export async function spendRecoveryCode(tx: Tx, userId: string, code: string): Promise<boolean> {
  if (normalizeRecoveryCode(code).length !== 12) return false;
  const { count } = await tx.twoFactorRecoveryCode.updateMany({
    where: { userId, codeHash: hashRecoveryCode(code), usedAt: null },
    data: { usedAt: new Date() },
  });
  return count === 1;
}
