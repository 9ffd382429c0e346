import { hash, verify } from "@node-rs/argon2";

// Algorithm.Argon2id; the package exports it as a const enum, which isolated modules can't read.
const ARGON2ID = 2;

/**
 * argon2id with OWASP's first recommended profile (19 MiB, 2 passes, 1 lane); measured per login in
 * docs/benchmarks.md. The parameters travel inside each hash, so raising them later re-hashes nothing.
 */
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
