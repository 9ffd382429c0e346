import { hashPassword, verifyPassword } from "../lib/auth/password";
import { summary, timeEach } from "./stats";

/** What one login costs in password hashing (OWASP aims at roughly 50–250 ms). */
export async function benchPassword(): Promise<string[]> {
  const stored = await hashPassword("benchmark-password");
  await verifyPassword(stored, "benchmark-password");
  const verify = await timeEach(20, () => verifyPassword(stored, "benchmark-password"));
  const hash = await timeEach(10, () => hashPassword("benchmark-password"));
  return [`argon2id verify (one login): ${summary(verify)}`, `argon2id hash (one signup): ${summary(hash)}`];
}
