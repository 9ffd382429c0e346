import "server-only";
import { hash, verify } from "@node-rs/argon2";
import { withPasswordSlot } from "./password-gate";

// Algorithm.Argon2id; the package exports it as a const enum, which isolated modules can't read.
const ARGON2ID = 2;

/**
 * argon2id at 64 MiB, 3 passes, 1 lane: above OWASP's minimum profiles, and about 60 ms per login on
 * this 2-core machine, inside the 50–250 ms aim (docs/benchmarks.md; OWASP's 19 MiB/2-pass minimum
 * measured 10 ms here, too cheap for an attacker). The parameters travel inside each hash, so raising
 * them later needs no migration.
 */
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 65_536, timeCost: 3, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return withPasswordSlot(() => hash(password, OPTIONS));
}

export function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return withPasswordSlot(async () => {
    try {
      return await verify(passwordHash, password);
    } catch {
      return false;
    }
  });
}
